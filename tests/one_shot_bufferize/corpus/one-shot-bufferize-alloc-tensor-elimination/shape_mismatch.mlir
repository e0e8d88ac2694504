// OPTIONS: bufferize-function-boundaries=true allow-return-allocs-from-loops=true
// UPSTREAM: @shape_mismatch
// A filled alloc_tensor reshaped before it is inserted: no elimination,
// the insert copies it.
// EXPECT: @shape_mismatch(%i = 3): 8.0, 0.0 | %t = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 8.0, 8.0, 8.0, 8.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @shape_mismatch(%i: index, %t: tensor<2x3x4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 8.000000e+00 : f32
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [1, 1, 4] : tensor<4xf32> into tensor<1x1x4xf32>
  %3 = tensor.insert_slice %2 into %t[0, 2, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x4xf32> into tensor<2x3x4xf32>
  %x = tensor.extract %3[%c0, %c2, %i] : tensor<2x3x4xf32>
  %y = tensor.extract %3[%c0, %c0, %i] : tensor<2x3x4xf32>
  return %x, %y : f32, f32
}
