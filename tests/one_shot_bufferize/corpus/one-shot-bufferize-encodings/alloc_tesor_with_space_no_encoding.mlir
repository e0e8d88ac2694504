// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @alloc_tesor_with_space_no_encoding
// An alloc_tensor's memory_space decides its buffer's space even when the
// encoding decides new buffers' spaces: space 1 for a tensor without one.
// EXPECT: @alloc_tesor_with_space_no_encoding(%i = 3): 4.0, 1.5
func.func @alloc_tesor_with_space_no_encoding(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.500000e+00 : f32
  %y = arith.constant 4.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %y into %f[%i] : tensor<4xf32>
  %p = tensor.extract %u[%i] : tensor<4xf32>
  %q = tensor.extract %u[%c0] : tensor<4xf32>
  return %p, %q : f32, f32
}
