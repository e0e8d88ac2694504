#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_mod_float32_mixed_sign_fmod_0(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xf32>, tensor<6xf32>) outs(%0 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.remf %in, %in_0 : f32
      %3 = arith.cmpf one, %2, %cst : f32
      %4 = arith.cmpf olt, %in_0, %cst : f32
      %5 = arith.cmpf olt, %2, %cst : f32
      %6 = arith.xori %4, %5 : i1
      %7 = arith.andi %3, %6 : i1
      %8 = arith.addf %2, %in_0 : f32
      %9 = arith.select %7, %8, %2 : f32
      linalg.yield %9 : f32
    } -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
}
