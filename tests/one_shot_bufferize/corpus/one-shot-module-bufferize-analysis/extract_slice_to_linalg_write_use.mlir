// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_slice_to_linalg_write_use
// Matmuls writing into slices: of a non-writable argument (the slice is
// copied) and of a writable one (in place).
// EXPECT: @extract_slice_to_linalg_write_use(): [0.0, 0.0, 0.0, 0.0], [2.0, 2.0, 2.0, 2.0] | %B = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %C = [2.0, 2.0, 0.0, 2.0, 2.0, 0.0, 0.0, 0.0, 0.0]
func.func @extract_slice_to_linalg_write_use(%B: tensor<3x3xf32> {bufferization.writable = false}, %C: tensor<3x3xf32> {bufferization.writable = true}) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %A = linalg.fill ins(%one : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %sB = tensor.extract_slice %B[0, 0] [2, 2] [1, 1] : tensor<3x3xf32> to tensor<2x2xf32>
  %sC0 = tensor.extract_slice %C[0, 0] [2, 2] [1, 1] : tensor<3x3xf32> to tensor<2x2xf32>
  %D = linalg.matmul ins(%sB, %sC0 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%sB : tensor<2x2xf32>) -> tensor<2x2xf32>
  %sC = tensor.extract_slice %C[0, 0] [2, 2] [1, 1] : tensor<3x3xf32> to tensor<2x2xf32>
  %E = linalg.matmul ins(%A, %A : tensor<2x2xf32>, tensor<2x2xf32>) outs(%sC : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %D, %E : tensor<2x2xf32>, tensor<2x2xf32>
}
