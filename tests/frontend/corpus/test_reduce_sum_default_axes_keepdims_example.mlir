#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (0, 0, 0)>
module {
  func.func @test_reduce_sum_default_axes_keepdims_example(%arg0: tensor<3x2x2xf32>, %arg1: tensor<0xi64>) -> tensor<1x1x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction", "reduction"]} ins(%arg0 : tensor<3x2x2xf32>) outs(%1 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<1x1x1xf32>
    return %2 : tensor<1x1x1xf32>
  }
}
