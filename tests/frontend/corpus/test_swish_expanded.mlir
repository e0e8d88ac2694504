#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @test_swish_expanded(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_0, %arg0 : tensor<f32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %4 = arith.mulf %in, %in_1 : f32
      linalg.yield %4 : f32
    } -> tensor<3xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%1 : tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.negf %in : f32
      %5 = math.exp %4 : f32
      %6 = arith.addf %5, %cst : f32
      %7 = arith.divf %cst, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %2 : tensor<3xf32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %4 = arith.mulf %in, %in_1 : f32
      linalg.yield %4 : f32
    } -> tensor<3xf32>
    return %3 : tensor<3xf32>
  }
}
