// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @conflict_on_B
// Matmuls writing %B while reading it (out of place) and while reading only
// %A (in place).
// EXPECT: @conflict_on_B(): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [2.0, 2.0, 2.0, 2.0]
func.func @conflict_on_B() -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x2xf32>
  %A = linalg.fill ins(%one : f32) outs(%e0 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<2x2xf32>
  %B0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r:3 = func.call @matmuls(%A, %B0) : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  return %r#0, %r#1, %r#2 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

func.func private @matmuls(%A: tensor<2x2xf32> {bufferization.writable = true}, %B: tensor<2x2xf32> {bufferization.writable = true}) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %C = linalg.matmul ins(%A, %B : tensor<2x2xf32>, tensor<2x2xf32>) outs(%B : tensor<2x2xf32>) -> tensor<2x2xf32>
  %D = linalg.matmul ins(%B, %A : tensor<2x2xf32>, tensor<2x2xf32>) outs(%B : tensor<2x2xf32>) -> tensor<2x2xf32>
  %E = linalg.matmul ins(%A, %A : tensor<2x2xf32>, tensor<2x2xf32>) outs(%B : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %C, %D, %E : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
