#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_mod_float16_mixed_sign_fmod_0(%arg0: tensor<6xf16>, %arg1: tensor<6xf16>) -> tensor<6xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<6xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xf16>, tensor<6xf16>) outs(%0 : tensor<6xf16>) {
    ^bb0(%in: f16, %in_0: f16, %out: f16):
      %2 = arith.remf %in, %in_0 : f16
      %3 = arith.cmpf one, %2, %cst : f16
      %4 = arith.cmpf olt, %in_0, %cst : f16
      %5 = arith.cmpf olt, %2, %cst : f16
      %6 = arith.xori %4, %5 : i1
      %7 = arith.andi %3, %6 : i1
      %8 = arith.addf %2, %in_0 : f16
      %9 = arith.select %7, %8, %2 : f16
      linalg.yield %9 : f16
    } -> tensor<6xf16>
    return %1 : tensor<6xf16>
  }
}
