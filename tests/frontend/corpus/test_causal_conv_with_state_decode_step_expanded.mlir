module {
  func.func @test_causal_conv_with_state_decode_step_expanded(%arg0: tensor<2x4x1xf32>, %arg1: tensor<4x1x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<2x4x3xf32>) -> (tensor<2x4x1xf32>, tensor<2x4x3xf32>) {
    %concat = tensor.concat dim(2) %arg3, %arg0 : (tensor<2x4x3xf32>, tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %expanded = tensor.expand_shape %concat [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %expanded_0 = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [4, 1, 4, 1] : tensor<4x1x4xf32> into tensor<4x1x4x1xf32>
    %0 = tensor.empty() : tensor<2x4x1x1xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%0 : tensor<2x4x1x1xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %expanded_0 [[0, 1], [2], [3]] : tensor<4x1x4x1xf32> into tensor<4x4x1xf32>
    %1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %collapsed : tensor<2x4x4x1xf32>, tensor<4x4x1xf32>) outs(%broadcasted : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
    %collapsed_1 = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x4x1x1xf32> into tensor<2x4x1xf32>
    %extracted_slice = tensor.extract_slice %concat[0, 0, 1] [2, 4, 3] [1, 1, 1] : tensor<2x4x4xf32> to tensor<2x4x3xf32>
    return %collapsed_1, %extracted_slice : tensor<2x4x1xf32>, tensor<2x4x3xf32>
  }
}
