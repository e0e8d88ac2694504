#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_isnan(%arg0: tensor<6xf32>) -> tensor<6xi1> {
    %0 = tensor.empty() : tensor<6xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : tensor<6xf32>, tensor<6xf32>) outs(%0 : tensor<6xi1>) {
    ^bb0(%in: f32, %in_0: f32, %out: i1):
      %2 = arith.cmpf une, %in, %in_0 : f32
      linalg.yield %2 : i1
    } -> tensor<6xi1>
    return %1 : tensor<6xi1>
  }
}
