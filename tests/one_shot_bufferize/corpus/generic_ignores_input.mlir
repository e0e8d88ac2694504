// A generic whose body never uses its input does not read it, so the
// in-place add before it clobbers nothing that is read later: no copy (as
// in MLIR, which asks the payload whether it uses the operand).
// EXPECT: @ignored(%c = false): 2.0, 5.0
// EXPECT: @ignored(%c = true): 2.0, 7.0
func.func @ignored(%c: i1) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %seven = arith.constant 7.000000e+00 : f32
  %k = arith.select %c, %seven, %five : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %doubled = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %k : f32
  } -> tensor<4xf32>
  %d = tensor.extract %doubled[%c0] : tensor<4xf32>
  %r = tensor.extract %g[%c0] : tensor<4xf32>
  return %d, %r : f32, f32
}
