// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @not_inplace (a matmul of %A by %A into %A)
// A matmul reading %A twice and adding into %A: the output gets a new
// buffer holding a copy of %A (1 + 2 with a 2x2 matrix of ones).
// EXPECT: @not_inplace(): 3.0
func.func private @square_in(%A: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%A, %A : tensor<?x?xf32>, tensor<?x?xf32>) outs(%A : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @not_inplace() -> f32 {
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty(%c2, %c2) : tensor<?x?xf32>
  %A = linalg.fill ins(%one : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = func.call @square_in(%A) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %j = arith.constant 0 : index
  %x = tensor.extract %r[%j, %j] : tensor<?x?xf32>
  return %x : f32
}
