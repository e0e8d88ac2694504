#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_causal_conv_with_state_fp16_expanded(%arg0: tensor<2x4x8xf16>, %arg1: tensor<4x1x4xf16>) -> (tensor<2x4x8xf16>, tensor<2x4x3xf16>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<2x4x3xf16>
    %concat = tensor.concat dim(2) %cst_0, %arg0 : (tensor<2x4x3xf16>, tensor<2x4x8xf16>) -> tensor<2x4x11xf16>
    %expanded = tensor.expand_shape %concat [[0], [1], [2, 3]] output_shape [2, 4, 11, 1] : tensor<2x4x11xf16> into tensor<2x4x11x1xf16>
    %expanded_1 = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [4, 1, 4, 1] : tensor<4x1x4xf16> into tensor<4x1x4x1xf16>
    %0 = tensor.empty() : tensor<2x4x8x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %collapsed = tensor.collapse_shape %expanded_1 [[0, 1], [2], [3]] : tensor<4x1x4x1xf16> into tensor<4x4x1xf16>
    %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %collapsed : tensor<2x4x11x1xf16>, tensor<4x4x1xf16>) outs(%1 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %3 = tensor.empty() : tensor<2x4x8x1xf16>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x8x1xf32>) outs(%3 : tensor<2x4x8x1xf16>) {
    ^bb0(%in: f32, %out: f16):
      %5 = arith.truncf %in : f32 to f16
      linalg.yield %5 : f16
    } -> tensor<2x4x8x1xf16>
    %collapsed_2 = tensor.collapse_shape %4 [[0], [1], [2, 3]] : tensor<2x4x8x1xf16> into tensor<2x4x8xf16>
    %extracted_slice = tensor.extract_slice %concat[0, 0, 8] [2, 4, 3] [1, 1, 1] : tensor<2x4x11xf16> to tensor<2x4x3xf16>
    return %collapsed_2, %extracted_slice : tensor<2x4x8xf16>, tensor<2x4x3xf16>
  }
}
