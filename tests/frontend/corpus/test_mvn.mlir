#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @test_mvn(%arg0: tensor<3x3x3x1xf32>) -> tensor<3x3x3x1xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<9.99999971E-10> : tensor<f32>
    %cst_1 = arith.constant 9.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x3x1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<3x3x3x1xf32>) outs(%1 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %in, %cst_1 : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %5 = tensor.empty() : tensor<3x3x3x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x3x3x1xf32>) outs(%5 : tensor<3x3x3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %14 : f32
    } -> tensor<3x3x3x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%6 : tensor<3x3x3x1xf32>) outs(%1 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %in, %cst_1 : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %4 : tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.subf %in, %in_2 : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.sqrt %in : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %3 : tensor<3x3x3x1xf32>, tensor<1x3x1x1xf32>) outs(%5 : tensor<3x3x3x1xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.subf %in, %in_2 : f32
      linalg.yield %14 : f32
    } -> tensor<3x3x3x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_0 : tensor<1x3x1x1xf32>, tensor<f32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.addf %in, %in_2 : f32
      linalg.yield %14 : f32
    } -> tensor<1x3x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<3x3x3x1xf32>, tensor<1x3x1x1xf32>) outs(%5 : tensor<3x3x3x1xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %14 = arith.divf %in, %in_2 : f32
      linalg.yield %14 : f32
    } -> tensor<3x3x3x1xf32>
    return %13 : tensor<3x3x3x1xf32>
  }
}
