// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @alloc_tesor_with_space_with_encoding
// An alloc_tensor in space 1 of a tensor type whose encoding says space 1.
// EXPECT: @alloc_tesor_with_space_with_encoding(%i = 1): 7.0, 3.0
func.func @alloc_tesor_with_space_with_encoding(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = arith.constant 3.000000e+00 : f32
  %y = arith.constant 7.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32, 1 : i64>
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<4xf32, 1 : i64>) -> tensor<4xf32, 1 : i64>
  %u = tensor.insert %y into %f[%i] : tensor<4xf32, 1 : i64>
  %p = tensor.extract %u[%i] : tensor<4xf32, 1 : i64>
  %q = tensor.extract %f[%c0] : tensor<4xf32, 1 : i64>
  return %p, %q : f32, f32
}
