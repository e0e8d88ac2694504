#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @test_celu_bfloat16(%arg0: tensor<5xbf16>) -> tensor<5xbf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = arith.constant 2.000000e+00 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %0 = tensor.empty() : tensor<5xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %8 = arith.divf %in, %cst_0 : bf16
      linalg.yield %8 : bf16
    } -> tensor<5xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %8 = math.exp %in : bf16
      linalg.yield %8 : bf16
    } -> tensor<5xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %8 = arith.subf %in, %cst_1 : bf16
      linalg.yield %8 : bf16
    } -> tensor<5xbf16>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %8 = arith.mulf %in, %cst_0 : bf16
      linalg.yield %8 : bf16
    } -> tensor<5xbf16>
    %5 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst, %4 : tensor<bf16>, tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %8 = arith.cmpf olt, %in, %in_2 : bf16
      %9 = arith.select %8, %in, %in_2 : bf16
      linalg.yield %9 : bf16
    } -> tensor<5xbf16>
    %6 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst, %arg0 : tensor<bf16>, tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %8 = arith.cmpf ogt, %in, %in_2 : bf16
      %9 = arith.select %8, %in, %in_2 : bf16
      linalg.yield %9 : bf16
    } -> tensor<5xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%6, %5 : tensor<5xbf16>, tensor<5xbf16>) outs(%0 : tensor<5xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %8 = arith.addf %in, %in_2 : bf16
      linalg.yield %8 : bf16
    } -> tensor<5xbf16>
    return %7 : tensor<5xbf16>
  }
}
