#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @test_einsum_sum_bfloat16(%arg0: tensor<3x4xbf16>) -> tensor<3xbf16> {
    %cst = arith.constant 0.000000e+00 : bf16
    %0 = tensor.empty() : tensor<3xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<3xbf16>) -> tensor<3xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x4xbf16>) outs(%1 : tensor<3xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %3 = arith.addf %in, %out : bf16
      linalg.yield %3 : bf16
    } -> tensor<3xbf16>
    return %2 : tensor<3xbf16>
  }
}
