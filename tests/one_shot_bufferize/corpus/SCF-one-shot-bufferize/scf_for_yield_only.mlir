// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_yield_only
// Loops yielding their iteration argument unchanged, over a non-writable and
// a writable argument: results equivalent to the arguments.
// EXPECT: @scf_for_yield_only(%n = 3): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @scf_for_yield_only(%n: index, %A: tensor<?xf32> {bufferization.writable = false}, %B: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %A) -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  }
  %r1 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %B) -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  }
  return %r0, %r1 : tensor<?xf32>, tensor<?xf32>
}
