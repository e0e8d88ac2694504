#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_mod_mixed_sign_float16(%arg0: tensor<6xf16>, %arg1: tensor<6xf16>) -> tensor<6xf16> {
    %cst = arith.constant dense<-1.000000e+00> : tensor<f16>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f16>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f16>
    %cst_2 = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<6xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xf16>, tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %12 = arith.divf %in, %in_3 : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %2 = tensor.empty() : tensor<6xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<6xf16>) outs(%2 : tensor<6xi1>) {
    ^bb0(%in: f16, %out: i1):
      %12 = arith.cmpf ogt, %in, %cst_2 : f16
      linalg.yield %12 : i1
    } -> tensor<6xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<6xf16>) outs(%2 : tensor<6xi1>) {
    ^bb0(%in: f16, %out: i1):
      %12 = arith.cmpf olt, %in, %cst_2 : f16
      linalg.yield %12 : i1
    } -> tensor<6xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel"]} ins(%3, %cst_1, %cst_0 : tensor<6xi1>, tensor<f16>, tensor<f16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: i1, %in_3: f16, %in_4: f16, %out: f16):
      %12 = arith.select %in, %in_3, %in_4 : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel"]} ins(%4, %cst, %5 : tensor<6xi1>, tensor<f16>, tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: i1, %in_3: f16, %in_4: f16, %out: f16):
      %12 = arith.select %in, %in_3, %in_4 : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %out: f16):
      %12 = math.absf %in : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%7 : tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %out: f16):
      %12 = math.floor %in : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%6, %8 : tensor<6xf16>, tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %12 = arith.mulf %in, %in_3 : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%9, %arg1 : tensor<6xf16>, tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %12 = arith.mulf %in, %in_3 : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %10 : tensor<6xf16>, tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %12 = arith.subf %in, %in_3 : f16
      linalg.yield %12 : f16
    } -> tensor<6xf16>
    return %11 : tensor<6xf16>
  }
}
