// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @collapse_shape_regression
// A slice that is written (out of place: the slice is read afterwards) and
// collapsed (a copy: the strided slice cannot be collapsed in place).
// EXPECT: @collapse_shape_regression(%i = 3): 14.0, 7.5
func.func @collapse_shape_regression(%i: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 7.500000e+00 : f32
  %t = tensor.generate {
  ^bb0(%r: index, %c: index):
    %c6 = arith.constant 6 : index
    %row = arith.muli %r, %c6 : index
    %k = arith.addi %row, %c : index
    %ki = arith.index_cast %k : index to i64
    %v = arith.sitofp %ki : i64 to f32
    tensor.yield %v : f32
  } : tensor<4x6xf32>
  %0 = tensor.extract_slice %t[1, 2] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
  %1 = tensor.insert %f into %0[%c1, %c1] : tensor<2x3xf32>
  %2 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %x = tensor.extract %2[%i] : tensor<6xf32>
  %y = tensor.extract %1[%c1, %c1] : tensor<2x3xf32>
  return %x, %y : f32, f32
}
