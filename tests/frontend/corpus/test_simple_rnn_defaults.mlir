#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_simple_rnn_defaults(%arg0: tensor<1x3x2xf32>, %arg1: tensor<1x4x2xf32>, %arg2: tensor<1x4x4xf32>) -> tensor<1x3x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<3x4xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x4x2xf32> into tensor<4x2xf32>
    %collapsed_2 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<1x4x4xf32> into tensor<4x4xf32>
    %collapsed_3 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
    %0 = tensor.empty() : tensor<2x4xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<4x2xf32>) outs(%0 : tensor<2x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<3x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = linalg.matmul ins(%collapsed_3, %transposed : tensor<3x2xf32>, tensor<2x4xf32>) outs(%2 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_0 : tensor<3x4xf32>, tensor<4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.addf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<3x4xf32>
    %5 = tensor.empty() : tensor<4x4xf32>
    %transposed_4 = linalg.transpose ins(%collapsed_2 : tensor<4x4xf32>) outs(%5 : tensor<4x4xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%cst_1, %transposed_4 : tensor<3x4xf32>, tensor<4x4xf32>) outs(%2 : tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_0 : tensor<3x4xf32>, tensor<4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.addf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<3x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %10 = arith.addf %in, %in_5 : f32
      linalg.yield %10 : f32
    } -> tensor<3x4xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<3x4xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.tanh %in : f32
      linalg.yield %10 : f32
    } -> tensor<3x4xf32>
    %expanded = tensor.expand_shape %9 [[0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xf32> into tensor<1x3x4xf32>
    return %expanded : tensor<1x3x4xf32>
  }
}
