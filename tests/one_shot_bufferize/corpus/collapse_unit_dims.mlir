// A collapse of a buffer of unknown strides (a function's argument) is a
// view when every dimension of a group but its last non-unit one has size
// 1 (their strides do not matter): no copy.  A group with a dimension of
// size above 1 before another is contiguous only for some strides, so that
// collapse copies first; so does one whose last dimension has size 1.
// OPTIONS: bufferize-function-boundaries=true
// EXPECT: @collapses(%i = 0): 2.0, 1.0, 1.0, 7.0
// EXPECT: @collapses(%i = 1): 4.0, 2.0, 3.0, 7.0
// EXPECT: @collapses(%i = 3): 6.0, 4.0, 5.0, 7.0
func.func private @squeeze(%t: tensor<1x3x2xf32>, %i: index) -> f32 {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %c[%i, %c1] : tensor<3x2xf32>
  return %x : f32
}
func.func private @flatten(%t: tensor<1x3x2xf32>, %i: index) -> f32 {
  %c = tensor.collapse_shape %t [[0, 1, 2]] : tensor<1x3x2xf32> into tensor<6xf32>
  %x = tensor.extract %c[%i] : tensor<6xf32>
  return %x : f32
}
func.func private @trailing_unit(%t: tensor<3x1xf32>, %i: index) -> f32 {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
  %x = tensor.extract %c[%i] : tensor<3xf32>
  return %x : f32
}
func.func private @scalar(%t: tensor<1x1xf32>) -> f32 {
  %c = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %x = tensor.extract %c[] : tensor<f32>
  return %x : f32
}
func.func @collapses(%i: index) -> (f32, f32, f32, f32) {
  %c2 = arith.constant 2 : index
  %row = arith.minsi %i, %c2 : index
  %t = arith.constant dense<[[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]]> : tensor<1x3x2xf32>
  %a = call @squeeze(%t, %row) : (tensor<1x3x2xf32>, index) -> f32
  %b = call @flatten(%t, %i) : (tensor<1x3x2xf32>, index) -> f32
  %column = arith.constant dense<[[1.000000e+00], [3.000000e+00], [5.000000e+00]]> : tensor<3x1xf32>
  %c = call @trailing_unit(%column, %row) : (tensor<3x1xf32>, index) -> f32
  %one = arith.constant dense<7.000000e+00> : tensor<1x1xf32>
  %d = call @scalar(%one) : (tensor<1x1xf32>) -> f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
