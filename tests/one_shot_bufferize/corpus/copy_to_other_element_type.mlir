// linalg.copy between element types (f32 to bf16 and f16, i32 to i8)
// converts each element; the f32 buffer is filled in place and the copy
// writes its destination's buffer.
// EXPECT: @entry(%i = 0): 1.5, 2.25, 7
// EXPECT: @entry(%i = 1): 1.5, 2.25, 7
// EXPECT: @entry(%i = 3): 1.5, 2.25, 7
func.func @entry(%i: index) -> (bf16, f16, i8) {
  %x = arith.constant 1.500000e+00 : f32
  %y = arith.constant 2.250000e+00 : f32
  %n = arith.constant 7 : i32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty() : tensor<4xbf16>
  %b = linalg.copy ins(%t : tensor<4xf32>) outs(%d : tensor<4xbf16>) -> tensor<4xbf16>
  %u = linalg.fill ins(%y : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %h0 = tensor.empty() : tensor<4xf16>
  %h = linalg.copy ins(%u : tensor<4xf32>) outs(%h0 : tensor<4xf16>) -> tensor<4xf16>
  %ei = tensor.empty() : tensor<4xi32>
  %v = linalg.fill ins(%n : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %s0 = tensor.empty() : tensor<4xi8>
  %s = linalg.copy ins(%v : tensor<4xi32>) outs(%s0 : tensor<4xi8>) -> tensor<4xi8>
  %p = tensor.extract %b[%i] : tensor<4xbf16>
  %q = tensor.extract %h[%i] : tensor<4xf16>
  %w = tensor.extract %s[%i] : tensor<4xi8>
  return %p, %q, %w : bf16, f16, i8
}
