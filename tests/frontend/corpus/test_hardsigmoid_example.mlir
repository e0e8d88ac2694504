#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_hardsigmoid_example(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 6.000000e-01 : f32
    %0 = tensor.empty() : tensor<3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.mulf %in, %cst_1 : f32
      linalg.yield %5 : f32
    } -> tensor<3xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %cst_2 : f32
      linalg.yield %5 : f32
    } -> tensor<3xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_0, %2 : tensor<f32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %5 = arith.cmpf olt, %in, %in_3 : f32
      %6 = arith.select %5, %in, %in_3 : f32
      linalg.yield %6 : f32
    } -> tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst, %3 : tensor<f32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %5 = arith.cmpf ogt, %in, %in_3 : f32
      %6 = arith.select %5, %in, %in_3 : f32
      linalg.yield %6 : f32
    } -> tensor<3xf32>
    return %4 : tensor<3xf32>
  }
}
