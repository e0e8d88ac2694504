// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_yield_allocation
// A loop yielding a new buffer made in its body.
// EXPECT: @scf_for_yield_allocation(%n = 3): 3 | %t = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @scf_for_yield_allocation(%n = 0): 4 | %t = [0.0, 0.0, 0.0, 0.0]
func.func @scf_for_yield_allocation(%n: index, %t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %s = arith.addi %i, %c1 : index
    %t2 = bufferization.alloc_tensor(%s) : tensor<?xf32>
    scf.yield %t2 : tensor<?xf32>
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
