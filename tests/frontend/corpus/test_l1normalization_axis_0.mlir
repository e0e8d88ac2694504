#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (0)>
module {
  func.func @test_l1normalization_axis_0(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%arg0 : tensor<2xf32>) outs(%1 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.absf %in : f32
      %7 = math.powf %6, %cst_0 : f32
      %8 = arith.addf %7, %out : f32
      linalg.yield %8 : f32
    } -> tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.powf %in, %cst_0 : f32
      linalg.yield %6 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<2xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %3 : tensor<2xf32>, tensor<1xf32>) outs(%4 : tensor<2xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %6 = arith.divf %in, %in_1 : f32
      linalg.yield %6 : f32
    } -> tensor<2xf32>
    return %5 : tensor<2xf32>
  }
}
