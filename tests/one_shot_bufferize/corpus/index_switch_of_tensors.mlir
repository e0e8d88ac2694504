// scf.index_switch choosing among a constant, a filled and a generated tensor.
// EXPECT: @pick(%k = 0): 1.0, 3.0
// EXPECT: @pick(%k = 1): 7.0, 7.0
// EXPECT: @pick(%k = 3): 0.0, 2.0
func.func @pick(%k: index) -> (f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %seven = arith.constant 7.000000e+00 : f32
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    scf.yield %cst : tensor<4xf32>
  }
  case 1 {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%seven : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  default {
    %g = tensor.generate {
    ^bb0(%i: index):
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      tensor.yield %f : f32
    } : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  %y = tensor.extract %r[%c2] : tensor<4xf32>
  return %x, %y : f32, f32
}
