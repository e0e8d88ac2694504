// OPTIONS: must-infer-memory-space=true
// UPSTREAM: @alloc_tensor_without_memory_space
// MLIR-ERROR: could not infer memory space
// An alloc_tensor without memory space, where the memory space must be
// inferred and nothing tells it.
func.func @alloc_tensor_without_memory_space(%i: index) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = linalg.fill ins(%one : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  return %x : f32
}
