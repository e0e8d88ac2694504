#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_pow_types_int64_float32(%arg0: tensor<3xi64>, %arg1: tensor<3xf32>) -> tensor<3xi64> {
    %0 = tensor.empty() : tensor<3xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xi64>, tensor<3xf32>) outs(%0 : tensor<3xf64>) {
    ^bb0(%in: i64, %in_0: f32, %out: f64):
      %5 = arith.sitofp %in : i64 to f64
      %6 = arith.extf %in_0 : f32 to f64
      %7 = math.powf %5, %6 : f64
      linalg.yield %7 : f64
    } -> tensor<3xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<3xf64>) outs(%0 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %5 = math.roundeven %in : f64
      linalg.yield %5 : f64
    } -> tensor<3xf64>
    %3 = tensor.empty() : tensor<3xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<3xf64>) outs(%3 : tensor<3xi64>) {
    ^bb0(%in: f64, %out: i64):
      %5 = arith.fptosi %in : f64 to i64
      linalg.yield %5 : i64
    } -> tensor<3xi64>
    return %4 : tensor<3xi64>
  }
}
