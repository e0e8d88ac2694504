// A random seed kept in a mutable ml_program.global, as torch-mlir emits it:
// bufferized with function boundaries, then deallocated.
ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
func.func @next_seed() -> i64 {
  %seed = ml_program.global_load @global_seed : tensor<i64>
  %old = tensor.extract %seed[] : tensor<i64>
  %multiplier = arith.constant 6364136223846793005 : i64
  %increment = arith.constant 1442695040888963407 : i64
  %product = arith.muli %old, %multiplier : i64
  %new = arith.addi %product, %increment : i64
  %stored = tensor.from_elements %new : tensor<i64>
  ml_program.global_store @global_seed = %stored : tensor<i64>
  return %new : i64
}
