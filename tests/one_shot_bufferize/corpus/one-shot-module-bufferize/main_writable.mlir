// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @main (its argument writable)
// A callee that writes its argument, called on an argument of the caller
// that is writable: the callee writes it in place, no copy.
// EXPECT: @main(%i = 1): 0.0 | %t = [0.0, 4.0, 0.0, 0.0]
func.func private @writes_argument(%t: tensor<?xf32>, %i: index) -> f32 {
  %four = arith.constant 4.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %u = tensor.insert %four into %t[%i] : tensor<?xf32>
  %x = tensor.extract %u[%c0] : tensor<?xf32>
  return %x : f32
}

func.func @main(%i: index, %t: tensor<?xf32> {bufferization.writable = true}) -> f32 {
  %x = func.call @writes_argument(%t, %i) : (tensor<?xf32>, index) -> f32
  return %x : f32
}
