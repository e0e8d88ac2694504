module {
  func.func @test_basic_conv_without_padding(%arg0: tensor<1x1x5x5xf32>, %arg1: tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x1x5x5xf32>, tensor<1x1x3x3xf32>) outs(%1 : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
    return %2 : tensor<1x1x3x3xf32>
  }
}
