// collapse_shape and expand_shape are views: writing through the expanded
// tensor after the collapse read forces a copy.
// EXPECT: @reshape(%i = 0): 2.0, 9.0
// EXPECT: @reshape(%i = 1): 2.0, 9.0
func.func @reshape(%i: index) -> (f32, f32) {
  %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %flat = tensor.collapse_shape %cst [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %square = tensor.expand_shape %flat [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %nine = arith.constant 9.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %written = tensor.insert %nine into %square[%c0, %c1] : tensor<2x2xf32>
  %old = tensor.extract %flat[%c1] : tensor<4xf32>
  %new = tensor.extract %written[%c0, %c1] : tensor<2x2xf32>
  return %old, %new : f32, f32
}
