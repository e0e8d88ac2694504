#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @test_einsum_sum(%arg0: tensor<3x4xf64>) -> tensor<3xf64> {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = tensor.empty() : tensor<3xf64>
    %1 = linalg.fill ins(%cst : f64) outs(%0 : tensor<3xf64>) -> tensor<3xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x4xf64>) outs(%1 : tensor<3xf64>) {
    ^bb0(%in: f64, %out: f64):
      %3 = arith.addf %in, %out : f64
      linalg.yield %3 : f64
    } -> tensor<3xf64>
    return %2 : tensor<3xf64>
  }
}
