#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_leakyrelu_example_expanded(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e-01> : tensor<f32>
    %0 = tensor.empty() : tensor<3xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %cst : tensor<3xf32>, tensor<f32>) outs(%0 : tensor<3xi1>) {
    ^bb0(%in: f32, %in_1: f32, %out: i1):
      %5 = arith.cmpf olt, %in, %in_1 : f32
      linalg.yield %5 : i1
    } -> tensor<3xi1>
    %2 = tensor.empty() : tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_0, %arg0 : tensor<f32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %5 = arith.mulf %in, %in_1 : f32
      linalg.yield %5 : f32
    } -> tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%1, %3, %arg0 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
      %5 = arith.select %in, %in_1, %in_2 : f32
      linalg.yield %5 : f32
    } -> tensor<3xf32>
    return %4 : tensor<3xf32>
  }
}
