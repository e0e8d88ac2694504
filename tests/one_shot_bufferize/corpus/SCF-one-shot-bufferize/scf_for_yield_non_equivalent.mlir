// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_yield_non_equivalent
// A loop yielding the tensor defined before it instead of its iteration
// argument (allowed by allow-return-allocs-from-loops).
// EXPECT: @scf_for_yield_non_equivalent(%n = 3): [0.0, 0.0, 0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0]
func.func @scf_for_yield_non_equivalent(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
