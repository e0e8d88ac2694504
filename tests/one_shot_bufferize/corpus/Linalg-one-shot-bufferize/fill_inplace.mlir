// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @fill_inplace
// A fill of a writable argument: in place, no allocation.
// EXPECT: @fill_inplace(): [3.0, 3.0, 3.0, 3.0] | %A = [3.0, 3.0, 3.0, 3.0]
func.func @fill_inplace(%A: tensor<?xf32> {bufferization.writable = true}) -> tensor<?xf32> {
  %f0 = arith.constant 3.000000e+00 : f32
  %r = linalg.fill ins(%f0 : f32) outs(%A : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
