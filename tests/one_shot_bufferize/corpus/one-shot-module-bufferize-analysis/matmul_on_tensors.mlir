// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @matmul_on_tensors (a matmul of slices of two fills of one alloc_tensor)
// Two fills of one alloc_tensor (the first out of place), slices of each
// multiplied into a writable argument with an identity buffer_layout.
// EXPECT: @matmul_on_tensors(): [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %arg2 = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @matmul_on_tensors(%arg2: tensor<4x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>, bufferization.writable = true}) -> tensor<4x4xf32> {
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 1.000000e+00 : f32
  %7 = bufferization.alloc_tensor() : tensor<4x4xf32>
  %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %11 = linalg.fill ins(%cst_1 : f32) outs(%7 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %sA = tensor.extract_slice %8[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %sB = tensor.extract_slice %11[0, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %r = linalg.matmul ins(%sA, %sB : tensor<4x2xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
