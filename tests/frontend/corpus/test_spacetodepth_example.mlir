module {
  func.func @test_spacetodepth_example(%arg0: tensor<1x1x4x6xf32>) -> tensor<1x4x2x3xf32> {
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2, 3], [4, 5]] output_shape [1, 1, 2, 2, 3, 2] : tensor<1x1x4x6xf32> into tensor<1x1x2x2x3x2xf32>
    %0 = tensor.empty() : tensor<1x2x2x1x2x3xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1x2x2x3x2xf32>) outs(%0 : tensor<1x2x2x1x2x3xf32>) permutation = [0, 3, 5, 1, 2, 4] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2], [3, 4], [5]] : tensor<1x2x2x1x2x3xf32> into tensor<1x4x2x3xf32>
    return %collapsed : tensor<1x4x2x3xf32>
  }
}
