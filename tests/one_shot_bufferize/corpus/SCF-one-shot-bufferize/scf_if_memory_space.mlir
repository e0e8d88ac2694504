// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_if_memory_space
// An scf.if yielding an alloc_tensor in memory space 1 or an insert into
// it: the result and the copy are in memory space 1.
// EXPECT: @scf_if_memory_space(%c = false): 0.0, 6.0
// EXPECT: @scf_if_memory_space(%c = true): 0.0, 0.0
func.func @scf_if_memory_space(%c: i1) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.000000e+00 : f32
  %f = arith.constant 6.000000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %0 = linalg.fill ins(%zero : f32) outs(%a : tensor<5xf32>) -> tensor<5xf32>
  %1 = scf.if %c -> (tensor<5xf32>) {
    scf.yield %0 : tensor<5xf32>
  } else {
    %2 = tensor.insert %f into %0[%c0] : tensor<5xf32>
    scf.yield %2 : tensor<5xf32>
  }
  %r0 = tensor.extract %0[%c0] : tensor<5xf32>
  %r1 = tensor.extract %1[%c0] : tensor<5xf32>
  return %r0, %r1 : f32, f32
}
