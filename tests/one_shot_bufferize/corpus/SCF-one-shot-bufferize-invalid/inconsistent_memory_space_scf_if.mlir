// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true
// UPSTREAM: @inconsistent_memory_space_scf_if
// MLIR-ERROR: inconsistent memory space on then/else branches
// An scf.if yielding tensors of two memory spaces.
func.func @inconsistent_memory_space_scf_if(%c: i1, %i: index) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 0 : i64} : tensor<4xf32>
  %0 = linalg.fill ins(%one : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %b = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = linalg.fill ins(%one : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %0 : tensor<4xf32>
  } else {
    scf.yield %1 : tensor<4xf32>
  }
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}
