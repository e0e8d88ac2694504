// OPTIONS: must-infer-memory-space=true
// UPSTREAM: @inconsistent_memory_space_arith_select
// MLIR-ERROR: inconsistent memory space on true/false operands
// An arith.select between tensors of two memory spaces.
func.func @inconsistent_memory_space_arith_select(%c: i1, %i: index) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 0 : i64} : tensor<4xf32>
  %0 = linalg.fill ins(%one : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %b = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%one : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %r = arith.select %c, %0, %1 : tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}
