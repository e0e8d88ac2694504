// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true
// UPSTREAM: @inconsistent_memory_space_scf_for
// MLIR-ERROR: init_arg and yielded value bufferize to inconsistent memory spaces
// A loop whose init is in memory space 0 and which yields a tensor in
// memory space 1.
func.func @inconsistent_memory_space_scf_for(%n: index, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 0 : i64} : tensor<4xf32>
  %0 = linalg.fill ins(%one : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %b = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%two : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %2 = scf.for %iv = %c0 to %n step %c1 iter_args(%arg = %0) -> (tensor<4xf32>) {
    scf.yield %1 : tensor<4xf32>
  }
  %x = tensor.extract %2[%i] : tensor<4xf32>
  return %x : f32
}
