// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_execute_region_yield_non_equivalent
// An scf.execute_region yielding a new buffer made inside it.
// EXPECT: @scf_execute_region_yield_non_equivalent(%i = 3, %j = 1): 2.0
func.func @scf_execute_region_yield_non_equivalent(%i: index, %j: index) -> f32 {
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.000000e+00 : f32
  %n = arith.addi %i, %c4 : index
  %r = scf.execute_region -> (tensor<?xf32>) {
    %t2 = bufferization.alloc_tensor(%n) : tensor<?xf32>
    %f = linalg.fill ins(%two : f32) outs(%t2 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f : tensor<?xf32>
  }
  %x = tensor.extract %r[%j] : tensor<?xf32>
  return %x : f32
}
