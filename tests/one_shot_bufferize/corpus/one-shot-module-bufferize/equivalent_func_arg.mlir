// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @equivalent_func_arg
// A loop whose body calls a function writing its argument and yields the
// call's (equivalent) result: no copy, in place into the writable argument.
// (From the second iteration on, the loop's buffer is the clone the callee
// returns under the deallocation's function boundary ABI, so %t0 holds the
// first iteration's write.)
// EXPECT: @equivalent_func_arg(%n = 3): 3.0 | %t0 = [1.0, 0.0, 0.0, 0.0]
// EXPECT: @equivalent_func_arg(%n = 0): 0.0 | %t0 = [0.0, 0.0, 0.0, 0.0]
func.func private @inner_func(%t: tensor<?xf32>) -> tensor<?xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  %y = arith.addf %x, %one : f32
  %u = tensor.insert %y into %t[%c0] : tensor<?xf32>
  return %u : tensor<?xf32>
}

func.func @equivalent_func_arg(%n: index, %t0: tensor<?xf32> {bufferization.writable = true}) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %u = func.call @inner_func(%t) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %u : tensor<?xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  return %x : f32
}
