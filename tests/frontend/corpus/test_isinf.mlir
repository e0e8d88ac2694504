#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_isinf(%arg0: tensor<6xf32>) -> tensor<6xi1> {
    %cst = arith.constant 0x7FF0000000000000 : f64
    %0 = tensor.empty() : tensor<6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<6xf32>) outs(%0 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = math.absf %in : f32
      linalg.yield %4 : f32
    } -> tensor<6xf32>
    %2 = tensor.empty() : tensor<6xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<6xf32>) outs(%2 : tensor<6xi1>) {
    ^bb0(%in: f32, %out: i1):
      %4 = arith.extf %in : f32 to f64
      %5 = arith.cmpf oeq, %4, %cst : f64
      linalg.yield %5 : i1
    } -> tensor<6xi1>
    return %3 : tensor<6xi1>
  }
}
