// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @alloc_tesor_copy_from_default_space
// A copy into space 1 of a tensor in the default space (no encoding); the
// copy is written, the original stays.
// EXPECT: @alloc_tesor_copy_from_default_space(%i = 0): 9.0, 1.0
// EXPECT: @alloc_tesor_copy_from_default_space(%i = 3): 9.0, 4.0
func.func @alloc_tesor_copy_from_default_space(%i: index) -> (f32, f32) {
  %a = arith.constant 1.000000e+00 : f32
  %b = arith.constant 2.000000e+00 : f32
  %c = arith.constant 3.000000e+00 : f32
  %d = arith.constant 4.000000e+00 : f32
  %y = arith.constant 9.000000e+00 : f32
  %t = tensor.from_elements %a, %b, %c, %d : tensor<4xf32>
  %copy = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<4xf32>
  %u = tensor.insert %y into %copy[%i] : tensor<4xf32>
  %p = tensor.extract %u[%i] : tensor<4xf32>
  %q = tensor.extract %t[%i] : tensor<4xf32>
  return %p, %q : f32, f32
}
