#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_pow_types_int32_int32(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
    %0 = tensor.empty() : tensor<3xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xi32>, tensor<3xi32>) outs(%0 : tensor<3xf64>) {
    ^bb0(%in: i32, %in_0: i32, %out: f64):
      %5 = arith.sitofp %in : i32 to f64
      %6 = arith.sitofp %in_0 : i32 to f64
      %7 = math.powf %5, %6 : f64
      linalg.yield %7 : f64
    } -> tensor<3xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<3xf64>) outs(%0 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %5 = math.roundeven %in : f64
      linalg.yield %5 : f64
    } -> tensor<3xf64>
    %3 = tensor.empty() : tensor<3xi32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<3xf64>) outs(%3 : tensor<3xi32>) {
    ^bb0(%in: f64, %out: i32):
      %5 = arith.fptosi %in : f64 to i32
      linalg.yield %5 : i32
    } -> tensor<3xi32>
    return %4 : tensor<3xi32>
  }
}
