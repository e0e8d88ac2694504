#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_selu_example_expanded_ver18(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<3.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<2.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = math.exp %in : f32
      linalg.yield %9 : f32
    } -> tensor<3xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_1, %1 : tensor<f32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.mulf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%2, %cst_1 : tensor<3xf32>, tensor<f32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.subf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_0, %3 : tensor<f32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.mulf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<3xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_0, %arg0 : tensor<f32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.mulf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<3xf32>
    %6 = tensor.empty() : tensor<3xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %cst : tensor<3xf32>, tensor<f32>) outs(%6 : tensor<3xi1>) {
    ^bb0(%in: f32, %in_2: f32, %out: i1):
      %9 = arith.cmpf olt, %in, %in_2 : f32
      linalg.yield %9 : i1
    } -> tensor<3xi1>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%7, %4, %5 : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: i1, %in_2: f32, %in_3: f32, %out: f32):
      %9 = arith.select %in, %in_2, %in_3 : f32
      linalg.yield %9 : f32
    } -> tensor<3xf32>
    return %8 : tensor<3xf32>
  }
}
