// OPTIONS: must-infer-memory-space=true
// UPSTREAM: @unknown_memory_space
// MLIR-ERROR: could not infer memory space
// An insert into a constant (a copy in a new buffer) where the memory space
// must be inferred and nothing tells it.
func.func @unknown_memory_space(%idx: index, %v: i32) -> i32 {
  %cst = arith.constant dense<[5, 1000, 20]> : tensor<3xi32>
  %0 = tensor.insert %v into %cst[%idx] : tensor<3xi32>
  %x = tensor.extract %0[%idx] : tensor<3xi32>
  return %x : i32
}
