#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_elu_example_expanded_ver18(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<2.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<3xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %cst_0 : tensor<3xf32>, tensor<f32>) outs(%0 : tensor<3xi1>) {
    ^bb0(%in: f32, %in_2: f32, %out: i1):
      %7 = arith.cmpf olt, %in, %in_2 : f32
      linalg.yield %7 : i1
    } -> tensor<3xi1>
    %2 = tensor.empty() : tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.exp %in : f32
      linalg.yield %7 : f32
    } -> tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%3, %cst : tensor<3xf32>, tensor<f32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %7 = arith.subf %in, %in_2 : f32
      linalg.yield %7 : f32
    } -> tensor<3xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_1, %4 : tensor<f32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %7 = arith.mulf %in, %in_2 : f32
      linalg.yield %7 : f32
    } -> tensor<3xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%1, %5, %arg0 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: i1, %in_2: f32, %in_3: f32, %out: f32):
      %7 = arith.select %in, %in_2, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<3xf32>
    return %6 : tensor<3xf32>
  }
}
