// tensor.reshape by a shape tensor, then a read in the new shape.
// EXPECT: @reshaped(%i = 1): 4.0, 2.0
func.func @reshaped(%i: index) -> (f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %shape = arith.constant dense<[2, 2]> : tensor<2xindex>
  %square = tensor.reshape %cst(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %low = arith.minsi %i, %c1 : index
  %x = tensor.extract %square[%low, %c1] : tensor<2x2xf32>
  %y = tensor.extract %square[%c0, %c1] : tensor<2x2xf32>
  return %x, %y : f32, f32
}
