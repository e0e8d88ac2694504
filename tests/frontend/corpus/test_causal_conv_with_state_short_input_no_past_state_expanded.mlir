module {
  func.func @test_causal_conv_with_state_short_input_no_past_state_expanded(%arg0: tensor<2x4x2xf32>, %arg1: tensor<4x1x5xf32>) -> (tensor<2x4x2xf32>, tensor<2x4x4xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<2x4x4xf32>
    %concat = tensor.concat dim(2) %cst_0, %arg0 : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x6xf32>
    %expanded = tensor.expand_shape %concat [[0], [1], [2, 3]] output_shape [2, 4, 6, 1] : tensor<2x4x6xf32> into tensor<2x4x6x1xf32>
    %expanded_1 = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [4, 1, 5, 1] : tensor<4x1x5xf32> into tensor<4x1x5x1xf32>
    %0 = tensor.empty() : tensor<2x4x2x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x2x1xf32>) -> tensor<2x4x2x1xf32>
    %collapsed = tensor.collapse_shape %expanded_1 [[0, 1], [2], [3]] : tensor<4x1x5x1xf32> into tensor<4x5x1xf32>
    %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %collapsed : tensor<2x4x6x1xf32>, tensor<4x5x1xf32>) outs(%1 : tensor<2x4x2x1xf32>) -> tensor<2x4x2x1xf32>
    %collapsed_2 = tensor.collapse_shape %2 [[0], [1], [2, 3]] : tensor<2x4x2x1xf32> into tensor<2x4x2xf32>
    %extracted_slice = tensor.extract_slice %concat[0, 0, 2] [2, 4, 4] [1, 1, 1] : tensor<2x4x6xf32> to tensor<2x4x4xf32>
    return %collapsed_2, %extracted_slice : tensor<2x4x2xf32>, tensor<2x4x4xf32>
  }
}
