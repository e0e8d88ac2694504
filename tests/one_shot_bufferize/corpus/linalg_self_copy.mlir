// A linalg.copy of a tensor onto itself (or onto the tensor it was computed
// in) writes back the data already there: MLIR's subset model of linalg.copy
// keeps it in place even though the copied value is read afterwards.
// EXPECT: @self_copy(%i = 0): 2.0, 2.0, 7.0
// EXPECT: @self_copy(%i = 3): 5.0, 5.0, 7.0
func.func @self_copy(%i: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7.000000e+00 : f32
  %v = arith.constant dense<[2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %seven into %c[%c0] : tensor<4xf32>
  %a = tensor.extract %c[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  %x = tensor.extract %w[%c0] : tensor<4xf32>
  return %a, %b, %x : f32, f32, f32
}

// The copied value was computed in place of the destination: copying it back
// changes nothing, and the old value %m is still what the buffer holds.
// EXPECT: @copy_back(%c = false): 6.0, 6.0
// EXPECT: @copy_back(%c = true): 6.0, 6.0
func.func @copy_back(%c: i1) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%three : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.add ins(%f, %f : tensor<4xf32>, tensor<4xf32>) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %k = linalg.copy ins(%m : tensor<4xf32>) outs(%f : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  } else {
    scf.yield %m : tensor<4xf32>
  }
  %a = tensor.extract %r[%c1] : tensor<4xf32>
  %b = tensor.extract %m[%c1] : tensor<4xf32>
  return %a, %b : f32, f32
}

// Copying another tensor onto %t does change it: %t read afterwards needs
// the copy (both MLIR and ours put the copy out of place).
// EXPECT: @other_copy(%i = 0): 1.0, 2.0
// EXPECT: @other_copy(%i = 3): 1.0, 5.0
func.func @other_copy(%i: index) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %v = arith.constant dense<[2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %o = linalg.fill ins(%one : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%o : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.extract %c[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  return %a, %b : f32, f32
}
