// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_slice_linalg_readonly_use
// A slice only read by matmuls, one writing a non-writable argument (out
// of place), one a writable one (in place).
// EXPECT: @extract_slice_linalg_readonly_use(): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0] | %C = [0.0, 0.0, 0.0, 0.0]
func.func @extract_slice_linalg_readonly_use(%A: tensor<3x3xf32> {bufferization.writable = false}, %B: tensor<2x2xf32> {bufferization.writable = false}, %C: tensor<2x2xf32> {bufferization.writable = true}) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %sA = tensor.extract_slice %A[0, 0] [2, 2] [1, 1] : tensor<3x3xf32> to tensor<2x2xf32>
  %D = linalg.matmul ins(%sA, %B : tensor<2x2xf32>, tensor<2x2xf32>) outs(%B : tensor<2x2xf32>) -> tensor<2x2xf32>
  %E = linalg.matmul ins(%sA, %B : tensor<2x2xf32>, tensor<2x2xf32>) outs(%C : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %D, %E : tensor<2x2xf32>, tensor<2x2xf32>
}
