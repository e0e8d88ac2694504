// A constant is read-only: the insert works on a copy, and the constant
// still holds its value afterwards.
func.func @main(%i: index) -> f32 {
  %f = arith.constant 5.0 : f32
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %a = tensor.extract %0[%i] : tensor<4xf32>
  %b = tensor.extract %cst[%i] : tensor<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}
