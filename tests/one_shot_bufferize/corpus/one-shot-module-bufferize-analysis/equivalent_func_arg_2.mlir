// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @equivalent_func_arg_2
// The same with a callee writing its argument and returning the write.
// EXPECT: @equivalent_func_arg_2(%n = 3): [1.0, 0.0, 0.0, 0.0] | %t0 = [1.0, 0.0, 0.0, 0.0]
func.func private @inner_func_2(%t: tensor<?xf32>) -> tensor<?xf32> {
  %f = arith.constant 1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @equivalent_func_arg_2(%n: index, %t0: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = scf.for %iv = %c0 to %n step %c1 iter_args(%t1 = %t0) -> (tensor<?xf32>) {
    %3 = func.call @inner_func_2(%t1) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %3 : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
