// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @alloc_tesor_copy_from_non_default_space
// A tensor in space 1 (its encoding) copied into space 2 and cast to the
// type whose encoding says space 2.
// EXPECT: @alloc_tesor_copy_from_non_default_space(%i = 1): 6.0, 6.0
// EXPECT: @alloc_tesor_copy_from_non_default_space(%i = 3): 6.0, 6.0
func.func @alloc_tesor_copy_from_non_default_space(%i: index) -> (f32, f32) {
  %x = arith.constant 6.000000e+00 : f32
  %e = bufferization.alloc_tensor() : tensor<4xf32, 1 : i64>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32, 1 : i64>) -> tensor<4xf32, 1 : i64>
  %copy = bufferization.alloc_tensor() copy(%t) {memory_space = 2 : i64} : tensor<4xf32, 1 : i64>
  %c = tensor.cast %copy : tensor<4xf32, 1 : i64> to tensor<4xf32, 2 : i64>
  %p = tensor.extract %c[%i] : tensor<4xf32, 2 : i64>
  %q = tensor.extract %t[%i] : tensor<4xf32, 1 : i64>
  return %p, %q : f32, f32
}
