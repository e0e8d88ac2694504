module {
  func.func @test_causal_conv_with_state_b1_c1_degenerate_expanded(%arg0: tensor<1x1x6xf32>, %arg1: tensor<1x1x4xf32>) -> (tensor<1x1x6xf32>, tensor<1x1x3xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1x1x3xf32>
    %concat = tensor.concat dim(2) %cst_0, %arg0 : (tensor<1x1x3xf32>, tensor<1x1x6xf32>) -> tensor<1x1x9xf32>
    %0 = tensor.empty() : tensor<1x1x6xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x6xf32>) -> tensor<1x1x6xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%concat, %arg1 : tensor<1x1x9xf32>, tensor<1x1x4xf32>) outs(%1 : tensor<1x1x6xf32>) -> tensor<1x1x6xf32>
    %extracted_slice = tensor.extract_slice %concat[0, 0, 6] [1, 1, 3] [1, 1, 1] : tensor<1x1x9xf32> to tensor<1x1x3xf32>
    return %2, %extracted_slice : tensor<1x1x6xf32>, tensor<1x1x3xf32>
  }
}
