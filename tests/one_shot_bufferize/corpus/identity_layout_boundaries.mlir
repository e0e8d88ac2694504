// OPTIONS: bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map
// Function boundaries with identity layouts: a slice passed to a callee is
// copied into a buffer of identity layout.
// EXPECT: @outer(%c = false): 3.0
// EXPECT: @outer(%c = true): 2.0
func.func private @first(%t: tensor<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xf32>
  return %x : f32
}

func.func @outer(%c: i1) -> f32 {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %offset = arith.select %c, %c1, %c2 : index
  %s = tensor.extract_slice %v[%offset] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %x = func.call @first(%s) : (tensor<2xf32>) -> f32
  return %x : f32
}
