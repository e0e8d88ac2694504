#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_thresholdedrelu_example(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = arith.constant 2.000000e+00 : f64
    %0 = tensor.empty() : tensor<5xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<5xi1>) {
    ^bb0(%in: f32, %out: i1):
      %4 = arith.extf %in : f32 to f64
      %5 = arith.cmpf ogt, %4, %cst_0 : f64
      linalg.yield %5 : i1
    } -> tensor<5xi1>
    %2 = tensor.empty() : tensor<5xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel"]} ins(%1, %arg0, %cst : tensor<5xi1>, tensor<5xf32>, tensor<f32>) outs(%2 : tensor<5xf32>) {
    ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
      %4 = arith.select %in, %in_1, %in_2 : f32
      linalg.yield %4 : f32
    } -> tensor<5xf32>
    return %3 : tensor<5xf32>
  }
}
