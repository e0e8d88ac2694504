// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @tensor.reshape
// tensor.reshape of a dynamically shaped tensor by a constant shape into a
// static 3-d shape: a memref.reshape of the constant's buffer.
// EXPECT: @reshape(%i = 3): 18.0, 3.0
func.func @reshape(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t1_static = arith.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00], [1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01]]> : tensor<2x10xf32>
  %t1 = tensor.cast %t1_static : tensor<2x10xf32> to tensor<?x10xf32>
  %shape = arith.constant dense<[2, 2, 5]> : tensor<3xi64>
  %reshaped = tensor.reshape %t1(%shape) : (tensor<?x10xf32>, tensor<3xi64>) -> tensor<2x2x5xf32>
  %x = tensor.extract %reshaped[%c1, %c1, %i] : tensor<2x2x5xf32>
  %y = tensor.extract %reshaped[%c0, %c0, %i] : tensor<2x2x5xf32>
  return %x, %y : f32, f32
}
