#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_shrink_hard(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = arith.constant 1.500000e+00 : f64
    %cst_1 = arith.constant -1.500000e+00 : f64
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<5xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %7 = arith.extf %in : f32 to f64
      %8 = arith.cmpf olt, %7, %cst_1 : f64
      linalg.yield %8 : i1
    } -> tensor<5xi1>
    %2 = tensor.empty() : tensor<5xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%2 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.addf %in, %cst_2 : f32
      linalg.yield %7 : f32
    } -> tensor<5xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %7 = arith.extf %in : f32 to f64
      %8 = arith.cmpf ogt, %7, %cst_0 : f64
      linalg.yield %8 : i1
    } -> tensor<5xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel"]} ins(%4, %arg0, %cst : tensor<5xi1>, tensor<5xf32>, tensor<f32>) outs(%2 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %7 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %7 : f32
    } -> tensor<5xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%1, %3, %5 : tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) outs(%2 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %7 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %7 : f32
    } -> tensor<5xf32>
    return %6 : tensor<5xf32>
  }
}
