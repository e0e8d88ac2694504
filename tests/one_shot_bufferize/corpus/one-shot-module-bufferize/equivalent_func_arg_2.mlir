// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @equivalent_func_arg_2
// The loop body calls a function writing its argument but yields the
// iteration argument itself: each call writes a copy, the argument stays.
// EXPECT: @equivalent_func_arg_2(%n = 3): [0.0, 0.0, 0.0, 0.0], 1.0 | %t0 = [0.0, 0.0, 0.0, 0.0]
func.func private @inner_func_2(%t: tensor<?xf32>) -> tensor<?xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  %y = arith.addf %x, %one : f32
  %u = tensor.insert %y into %t[%c0] : tensor<?xf32>
  return %u : tensor<?xf32>
}

func.func @equivalent_func_arg_2(%n: index, %t0: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0, %last = %zero) -> (tensor<?xf32>, f32) {
    %u = func.call @inner_func_2(%t) : (tensor<?xf32>) -> tensor<?xf32>
    %x = tensor.extract %u[%c0] : tensor<?xf32>
    scf.yield %t, %x : tensor<?xf32>, f32
  }
  return %r#0, %r#1 : tensor<?xf32>, f32
}
