#map = affine_map<() -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
module {
  func.func @test_gelu_default_1_expanded(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<5.000000e-01> : tensor<f32>
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%cst : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.sqrt %in : f32
      linalg.yield %8 : f32
    } -> tensor<f32>
    %2 = tensor.empty() : tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%arg0, %1 : tensor<3xf32>, tensor<f32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %8 = arith.divf %in, %in_2 : f32
      linalg.yield %8 : f32
    } -> tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%3 : tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.erf %in : f32
      linalg.yield %8 : f32
    } -> tensor<3xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_0, %4 : tensor<f32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %8 = arith.addf %in, %in_2 : f32
      linalg.yield %8 : f32
    } -> tensor<3xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_1, %arg0 : tensor<f32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %8 = arith.mulf %in, %in_2 : f32
      linalg.yield %8 : f32
    } -> tensor<3xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%6, %5 : tensor<3xf32>, tensor<3xf32>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %8 = arith.mulf %in, %in_2 : f32
      linalg.yield %8 : f32
    } -> tensor<3xf32>
    return %7 : tensor<3xf32>
  }
}
