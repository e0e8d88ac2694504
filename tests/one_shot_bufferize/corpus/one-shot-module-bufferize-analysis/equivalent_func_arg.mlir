// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @equivalent_func_arg
// A loop yielding the result of a function returning its argument: the
// summary makes the yield equivalent to the iteration argument.
// EXPECT: @equivalent_func_arg(%n = 3): [0.0, 0.0, 0.0, 0.0] | %t0 = [0.0, 0.0, 0.0, 0.0]
func.func private @inner_func(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}

func.func @equivalent_func_arg(%n: index, %t0: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = scf.for %iv = %c0 to %n step %c1 iter_args(%t1 = %t0) -> (tensor<?xf32>) {
    %3 = func.call @inner_func(%t1) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %3 : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
