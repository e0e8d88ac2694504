#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_mod_float64_mixed_sign_fmod_0(%arg0: tensor<6xf64>, %arg1: tensor<6xf64>) -> tensor<6xf64> {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = tensor.empty() : tensor<6xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xf64>, tensor<6xf64>) outs(%0 : tensor<6xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %2 = arith.remf %in, %in_0 : f64
      %3 = arith.cmpf one, %2, %cst : f64
      %4 = arith.cmpf olt, %in_0, %cst : f64
      %5 = arith.cmpf olt, %2, %cst : f64
      %6 = arith.xori %4, %5 : i1
      %7 = arith.andi %3, %6 : i1
      %8 = arith.addf %2, %in_0 : f64
      %9 = arith.select %7, %8, %2 : f64
      linalg.yield %9 : f64
    } -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
}
