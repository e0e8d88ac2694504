module {
  func.func @test_depthtospace_example(%arg0: tensor<1x8x2x3xf32>) -> tensor<1x2x4x6xf32> {
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2, 3], [4], [5]] output_shape [1, 2, 2, 2, 2, 3] : tensor<1x8x2x3xf32> into tensor<1x2x2x2x2x3xf32>
    %0 = tensor.empty() : tensor<1x2x2x2x3x2xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x2x2x2x2x3xf32>) outs(%0 : tensor<1x2x2x2x3x2xf32>) permutation = [0, 3, 4, 1, 5, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1], [2, 3], [4, 5]] : tensor<1x2x2x2x3x2xf32> into tensor<1x2x4x6xf32>
    return %collapsed : tensor<1x2x4x6xf32>
  }
}
