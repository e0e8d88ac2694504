module {
  func.func @test_squeeze_negative_axes(%arg0: tensor<1x3x1x5xf32>, %arg1: tensor<1xi64>) -> tensor<1x3x5xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<1x3x1x5xf32> into tensor<1x3x5xf32>
    return %collapsed : tensor<1x3x5xf32>
  }
}
