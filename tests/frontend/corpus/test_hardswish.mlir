#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @test_hardswish(%arg0: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 6.000000e+00 : f32
    %0 = tensor.empty() : tensor<3x4x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x5xf32>) outs(%0 : tensor<3x4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %cst_1 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4x5xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<3x4x5xf32>) outs(%0 : tensor<3x4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.cmpf ugt, %in, %cst : f32
      %7 = arith.select %6, %in, %cst : f32
      linalg.yield %7 : f32
    } -> tensor<3x4x5xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %cst_0 : tensor<3x4x5xf32>, tensor<f32>) outs(%0 : tensor<3x4x5xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %6 = arith.cmpf olt, %in, %in_3 : f32
      %7 = arith.select %6, %in, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<3x4x5xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<3x4x5xf32>) outs(%0 : tensor<3x4x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst_2 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4x5xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg0 : tensor<3x4x5xf32>, tensor<3x4x5xf32>) outs(%0 : tensor<3x4x5xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %6 = arith.mulf %in, %in_3 : f32
      linalg.yield %6 : f32
    } -> tensor<3x4x5xf32>
    return %5 : tensor<3x4x5xf32>
  }
}
