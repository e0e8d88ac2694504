// UPSTREAM: @alloc_tensor_with_memory_space
// An alloc_tensor in memory space 1 becomes an allocation in that space.
// EXPECT: @alloc_tensor_with_memory_space(%i = 1): 5.0, 1.0
func.func @alloc_tensor_with_memory_space(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %f = linalg.fill ins(%one : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %five into %f[%i] : tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  %y = tensor.extract %f[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}
