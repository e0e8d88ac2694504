// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @broadcast
// A linalg.broadcast of a 2-d tensor along a new middle dimension.
// EXPECT: @broadcast(%i = 1): 5.0, 5.0
func.func @broadcast(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %input = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]]> : tensor<2x4xf32>
  %init = tensor.empty() : tensor<2x3x4xf32>
  %bcast = linalg.broadcast ins(%input : tensor<2x4xf32>) outs(%init : tensor<2x3x4xf32>) dimensions = [1]
  %x = tensor.extract %bcast[%c1, %c0, %c0] : tensor<2x3x4xf32>
  %y = tensor.extract %bcast[%c1, %c2, %c0] : tensor<2x3x4xf32>
  return %x, %y : f32, f32
}
