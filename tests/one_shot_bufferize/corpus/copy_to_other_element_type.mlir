// linalg.copy between element types (f32 to bf16 and f16, i32 to i8)
// converts each element, rounding to nearest (1.1 is 1.1015625 in bf16, 2.1
// is 2.099609375 in f16) and truncating (300 is 44 in i8); the f32 buffer is
// filled in place and the copy writes its destination's buffer.
// EXPECT: @entry(%i = 0): 1.1015625, 2.099609375, 44
// EXPECT: @entry(%i = 1): 1.1015625, 2.099609375, 44
// EXPECT: @entry(%i = 3): 1.1015625, 2.099609375, 44
func.func @entry(%i: index) -> (bf16, f16, i8) {
  %x = arith.constant 1.100000e+00 : f32
  %y = arith.constant 2.100000e+00 : f32
  %n = arith.constant 300 : i32
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
