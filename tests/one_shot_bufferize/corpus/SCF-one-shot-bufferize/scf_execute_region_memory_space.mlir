// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_execute_region_memory_space
// An alloc_tensor in memory space 1 written and yielded by an
// scf.execute_region.
// EXPECT: @scf_execute_region_memory_space(%i = 1): 6.0
func.func @scf_execute_region_memory_space(%i: index) -> f32 {
  %f = arith.constant 6.000000e+00 : f32
  %0 = scf.execute_region -> tensor<5xf32> {
    %1 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    %2 = tensor.insert %f into %1[%i] : tensor<5xf32>
    scf.yield %2 : tensor<5xf32>
  }
  %r = tensor.extract %0[%i] : tensor<5xf32>
  return %r : f32
}
