// arith.select between two tensors, then a write into the selected one.
// EXPECT: @selected(%c = false, %i = 0): 5.0, 2.0, 1.0
// EXPECT: @selected(%c = true, %i = 0): 5.0, 2.0, 1.0
func.func @selected(%c: i1, %i: index) -> (f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %w = tensor.insert %five into %s[%i] : tensor<4xf32>
  %x = tensor.extract %w[%i] : tensor<4xf32>
  %y = tensor.extract %b[%i] : tensor<4xf32>
  %z = tensor.extract %a[%i] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}
