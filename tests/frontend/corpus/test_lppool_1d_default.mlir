#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_lppool_1d_default(%arg0: tensor<1x3x32xf32>) -> tensor<1x3x31xf32> {
    %c3_i64 = arith.constant 3 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.33333333333333331 : f64
    %cst_1 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x3x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x3x32xf32>) outs(%0 : tensor<1x3x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.absf %in : f32
      linalg.yield %10 : f32
    } -> tensor<1x3x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x3x32xf32>) outs(%0 : tensor<1x3x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %10 : f32
    } -> tensor<1x3x32xf32>
    %3 = tensor.empty() : tensor<1x3x31xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x3x31xf32>) -> tensor<1x3x31xf32>
    %5 = tensor.empty() : tensor<2xf32>
    %6 = linalg.pooling_ncw_sum {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%2, %5 : tensor<1x3x32xf32>, tensor<2xf32>) outs(%4 : tensor<1x3x31xf32>) -> tensor<1x3x31xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x3x31xf32>) outs(%3 : tensor<1x3x31xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_1 : f32
      linalg.yield %10 : f32
    } -> tensor<1x3x31xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x3x31xf32>) outs(%3 : tensor<1x3x31xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.mulf %in, %cst_1 : f32
      linalg.yield %10 : f32
    } -> tensor<1x3x31xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x3x31xf32>) outs(%3 : tensor<1x3x31xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_0 : f64 to f32
      %11 = math.powf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<1x3x31xf32>
    return %9 : tensor<1x3x31xf32>
  }
}
