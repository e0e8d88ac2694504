// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @call_extract_slice
// A slice of an argument passed to a function returning its argument: the
// call's result is the slice's (strided) buffer.
// EXPECT: @call_extract_slice(): 5.0 | %arg0 = [0.0, 0.0, 0.0, 0.0, 0.0, 5.0, 0.0, 0.0]
func.func private @foo(%arg0: tensor<3x2xf16>) -> tensor<3x2xf16> {
  return %arg0 : tensor<3x2xf16>
}

func.func @call_extract_slice(%arg0: tensor<4x2xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %five = arith.constant 5.000000e+00 : f16
  %w = tensor.insert %five into %arg0[%c2, %c1] : tensor<4x2xf16>
  %0 = tensor.extract_slice %w[1, 0] [3, 2] [1, 1] : tensor<4x2xf16> to tensor<3x2xf16>
  %1 = func.call @foo(%0) : (tensor<3x2xf16>) -> tensor<3x2xf16>
  %x = tensor.extract %1[%c1, %c1] : tensor<3x2xf16>
  return %x : f16
}
