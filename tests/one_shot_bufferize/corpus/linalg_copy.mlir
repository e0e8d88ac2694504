// linalg.copy of a tensor into another, then both modified differently.
// EXPECT: @two_copies(%i = 0): 9.0, 1.0, 8.0
// EXPECT: @two_copies(%i = 3): 9.0, 4.0, 8.0
func.func @two_copies(%i: index) -> (f32, f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %copy = linalg.copy ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %nine = arith.constant 9.000000e+00 : f32
  %eight = arith.constant 8.000000e+00 : f32
  %a = tensor.insert %nine into %copy[%i] : tensor<4xf32>
  %b = tensor.insert %eight into %copy[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %y = tensor.extract %copy[%i] : tensor<4xf32>
  %z = tensor.extract %b[%i] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}
