// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @not_inplace (a fill of a non-writable argument)
// A fill of a non-writable argument: a new buffer of the argument's size.
// EXPECT: @not_inplace(): [3.0, 3.0, 3.0, 3.0] | %A = [0.0, 0.0, 0.0, 0.0]
func.func @not_inplace(%A: tensor<?xf32> {bufferization.writable = false}) -> tensor<?xf32> {
  %f0 = arith.constant 3.000000e+00 : f32
  %r = linalg.fill ins(%f0 : f32) outs(%A : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
