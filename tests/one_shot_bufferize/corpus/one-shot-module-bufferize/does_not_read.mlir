// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @does_not_read
// A callee that overwrites its argument without reading it: the caller's
// non-writable argument gets a new buffer but no copy.
// EXPECT: @main(%i = 1): 3.0 | %t = [0.0, 0.0, 0.0, 0.0]
func.func private @does_not_read(%t: tensor<?xf32>) -> tensor<?xf32> {
  %three = arith.constant 3.000000e+00 : f32
  %r = linalg.fill ins(%three : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main(%i: index, %t: tensor<?xf32> {bufferization.writable = false}) -> f32 {
  %r = func.call @does_not_read(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %x = tensor.extract %r[%i] : tensor<?xf32>
  return %x : f32
}
