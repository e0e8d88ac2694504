// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @not_inplace (a fill of %A read by a matmul into %A)
// A fill of %A read twice by a matmul that writes %A: the fill goes to a
// new buffer, the matmul in place.
// EXPECT: @not_inplace(): [4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0] | %A = [4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0]
func.func @not_inplace(%A: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %f0 = arith.constant 1.000000e+00 : f32
  %f = linalg.fill ins(%f0 : f32) outs(%A : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%f, %f : tensor<?x?xf32>, tensor<?x?xf32>) outs(%A : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
