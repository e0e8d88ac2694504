// A collapse of a subview with static strides is a view when each group is
// contiguous: a 2x3x1 column of a 2x3x4 tensor (strides 12, 4, 1) flattens
// to 6 elements of stride 4 (the unit dimension's stride does not count),
// a 1x3x4 slice to a 3x4 view; a 2x2x4 slice is not contiguous across its
// first two dimensions, so its collapse copies.
// EXPECT: @views(%i = 0): 1.0, 12.0, 4.0
// EXPECT: @views(%i = 1): 5.0, 13.0, 5.0
// EXPECT: @views(%i = 3): 13.0, 15.0, 7.0
func.func @views(%i: index) -> (f32, f32, f32) {
  %t = arith.constant dense<[[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00], [8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01]], [[1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01], [1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01], [2.000000e+01, 2.100000e+01, 2.200000e+01, 2.300000e+01]]]> : tensor<2x3x4xf32>
  %c5 = arith.constant 5 : index
  %k = arith.minsi %i, %c5 : index
  %column = tensor.extract_slice %t[0, 0, 1] [2, 3, 1] [1, 1, 1] : tensor<2x3x4xf32> to tensor<2x3x1xf32>
  %flat = tensor.collapse_shape %column [[0, 1, 2]] : tensor<2x3x1xf32> into tensor<6xf32>
  %a = tensor.extract %flat[%k] : tensor<6xf32>
  %plane = tensor.extract_slice %t[1, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x3x4xf32>
  %rows = tensor.collapse_shape %plane [[0, 1], [2]] : tensor<1x3x4xf32> into tensor<3x4xf32>
  %c0 = arith.constant 0 : index
  %b = tensor.extract %rows[%c0, %i] : tensor<3x4xf32>
  %corner = tensor.extract_slice %t[0, 0, 0] [2, 2, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<2x2x4xf32>
  %square = tensor.collapse_shape %corner [[0, 1], [2]] : tensor<2x2x4xf32> into tensor<4x4xf32>
  %c1 = arith.constant 1 : index
  %c = tensor.extract %square[%c1, %i] : tensor<4x4xf32>
  return %a, %b, %c : f32, f32, f32
}
