#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_reciprocal_example(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%0 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.cmpf one, %in, %cst : f32
      cf.assert %2, "unimplemented: tensor with zero element"
      %3 = arith.divf %cst_0, %in : f32
      linalg.yield %3 : f32
    } -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
