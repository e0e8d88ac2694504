// The write in one branch and the read in the other never both happen: no copy.
// EXPECT: @either(%c = false, %i = 1): 1.0
// EXPECT: @either(%c = true, %i = 1): 8.0
func.func @either(%c: i1, %i: index) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %eight = arith.constant 8.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (f32) {
    %u = tensor.insert %eight into %t[%i] : tensor<4xf32>
    %x = tensor.extract %u[%i] : tensor<4xf32>
    scf.yield %x : f32
  } else {
    %y = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %y : f32
  }
  return %r : f32
}
