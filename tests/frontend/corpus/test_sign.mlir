#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_sign(%arg0: tensor<11xf32>) -> tensor<11xf32> {
    %cst = arith.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<11xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<11xf32>) outs(%0 : tensor<11xi1>) {
    ^bb0(%in: f32, %out: i1):
      %6 = arith.cmpf ogt, %in, %cst_2 : f32
      linalg.yield %6 : i1
    } -> tensor<11xi1>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<11xf32>) outs(%0 : tensor<11xi1>) {
    ^bb0(%in: f32, %out: i1):
      %6 = arith.cmpf olt, %in, %cst_2 : f32
      linalg.yield %6 : i1
    } -> tensor<11xi1>
    %3 = tensor.empty() : tensor<11xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel"]} ins(%1, %cst_1, %cst_0 : tensor<11xi1>, tensor<f32>, tensor<f32>) outs(%3 : tensor<11xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %6 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %6 : f32
    } -> tensor<11xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel"]} ins(%2, %cst, %4 : tensor<11xi1>, tensor<f32>, tensor<11xf32>) outs(%3 : tensor<11xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %6 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %6 : f32
    } -> tensor<11xf32>
    return %5 : tensor<11xf32>
  }
}
