#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_max_float64(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<3xf64> {
    %0 = tensor.empty() : tensor<3xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xf64>, tensor<3xf64>) outs(%0 : tensor<3xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %2 = arith.cmpf ogt, %in, %in_0 : f64
      %3 = arith.select %2, %in, %in_0 : f64
      linalg.yield %3 : f64
    } -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
}
