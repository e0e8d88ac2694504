// OPTIONS: analysis-heuristic=top-down
// Two writes into one tensor with a read between them, analysed top down.
// EXPECT: @two_writes(%i = 1): 3.0, 4.0, 2.0
func.func @two_writes(%i: index) -> (f32, f32, f32) {
  %two = arith.constant 2.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.insert %three into %t[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %b = tensor.insert %four into %t[%i] : tensor<4xf32>
  %y = tensor.extract %b[%i] : tensor<4xf32>
  %z = tensor.extract %t[%i] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}
