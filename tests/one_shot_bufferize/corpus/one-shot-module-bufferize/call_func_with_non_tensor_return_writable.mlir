// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @call_func_with_non_tensor_return (writable)
// A callee writing and reading its argument returns it and a scalar; the
// caller's argument is bufferization.writable = true.
// EXPECT: @call_func_with_non_tensor_return(%i = 0): 1.0, [1.0, 0.0, 0.0, 0.0] | %t0 = [1.0, 0.0, 0.0, 0.0]
// EXPECT: @call_func_with_non_tensor_return(%i = 3): 0.0, [1.0, 0.0, 0.0, 0.0] | %t0 = [1.0, 0.0, 0.0, 0.0]
func.func @inner_func(%t: tensor<?xf32>, %i: index) -> (tensor<?xf32>, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %u = tensor.insert %one into %t[%c0] : tensor<?xf32>
  %x = tensor.extract %u[%i] : tensor<?xf32>
  return %u, %x : tensor<?xf32>, f32
}

func.func @call_func_with_non_tensor_return(%i: index, %t0: tensor<?xf32> {bufferization.writable = true}) -> (f32, tensor<?xf32>) {
  %r, %x = func.call @inner_func(%t0, %i) : (tensor<?xf32>, index) -> (tensor<?xf32>, f32)
  return %x, %r : f32, tensor<?xf32>
}
