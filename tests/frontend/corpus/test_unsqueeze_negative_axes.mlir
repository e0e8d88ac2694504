module {
  func.func @test_unsqueeze_negative_axes(%arg0: tensor<1x3x1x5xf32>, %arg1: tensor<1xi64>) -> tensor<1x3x1x1x5xf32> {
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [1, 3, 1, 1, 5] : tensor<1x3x1x5xf32> into tensor<1x3x1x1x5xf32>
    return %expanded : tensor<1x3x1x1x5xf32>
  }
}
