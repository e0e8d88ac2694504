#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @test_lrn_default(%arg0: tensor<5x5x5x5xf32>) -> tensor<5x5x5x5xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 3.000000e+00 : f32
    %cst_1 = arith.constant 9.99999974E-5 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 7.500000e-01 : f32
    %0 = tensor.empty() : tensor<5x5x5x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<5x5x5x5xf32>, tensor<5x5x5x5xf32>) outs(%0 : tensor<5x5x5x5xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %13 = arith.mulf %in, %in_5 : f32
      linalg.yield %13 : f32
    } -> tensor<5x5x5x5xf32>
    %expanded = tensor.expand_shape %1 [[0], [1, 2], [3], [4]] output_shape [5, 1, 5, 5, 5] : tensor<5x5x5x5xf32> into tensor<5x1x5x5x5xf32>
    %padded = tensor.pad %expanded low[0, 0, 1, 0, 0] high[0, 0, 1, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<5x1x5x5x5xf32> to tensor<5x1x7x5x5xf32>
    %2 = tensor.empty() : tensor<3x1x1xf32>
    %3 = tensor.empty() : tensor<5x7x5x5x1xf32>
    %transposed = linalg.transpose ins(%padded : tensor<5x1x7x5x5xf32>) outs(%3 : tensor<5x7x5x5x1xf32>) permutation = [0, 2, 3, 4, 1] 
    %4 = tensor.empty() : tensor<5x5x5x5x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5x5x5x5x1xf32>) -> tensor<5x5x5x5x1xf32>
    %6 = linalg.pooling_ndhwc_sum {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%transposed, %2 : tensor<5x7x5x5x1xf32>, tensor<3x1x1xf32>) outs(%5 : tensor<5x5x5x5x1xf32>) -> tensor<5x5x5x5x1xf32>
    %7 = tensor.empty() : tensor<5x1x5x5x5xf32>
    %transposed_4 = linalg.transpose ins(%6 : tensor<5x5x5x5x1xf32>) outs(%7 : tensor<5x1x5x5x5xf32>) permutation = [0, 4, 1, 2, 3] 
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_4 : tensor<5x1x5x5x5xf32>) outs(%7 : tensor<5x1x5x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.divf %in, %cst_0 : f32
      linalg.yield %13 : f32
    } -> tensor<5x1x5x5x5xf32>
    %collapsed = tensor.collapse_shape %8 [[0, 1], [2], [3], [4]] : tensor<5x1x5x5x5xf32> into tensor<5x5x5x5xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<5x5x5x5xf32>) outs(%0 : tensor<5x5x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.mulf %in, %cst_1 : f32
      linalg.yield %13 : f32
    } -> tensor<5x5x5x5xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<5x5x5x5xf32>) outs(%0 : tensor<5x5x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %cst_2 : f32
      linalg.yield %13 : f32
    } -> tensor<5x5x5x5xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<5x5x5x5xf32>) outs(%0 : tensor<5x5x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.powf %in, %cst_3 : f32
      linalg.yield %13 : f32
    } -> tensor<5x5x5x5xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %11 : tensor<5x5x5x5xf32>, tensor<5x5x5x5xf32>) outs(%0 : tensor<5x5x5x5xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %13 = arith.divf %in, %in_5 : f32
      linalg.yield %13 : f32
    } -> tensor<5x5x5x5xf32>
    return %12 : tensor<5x5x5x5xf32>
  }
}
