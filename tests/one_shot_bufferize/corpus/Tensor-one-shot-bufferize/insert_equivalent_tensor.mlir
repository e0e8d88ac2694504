// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_equivalent_tensor
// A fill of %t inserted as a whole back into %t: MLIR's analysis copies.
// EXPECT: @insert_equivalent_tensor(%i = 1): 42.0 | %t = [42.0, 42.0, 42.0, 42.0]
func.func @insert_equivalent_tensor(%i: index, %t: tensor<4xf32>) -> f32 {
  %cst = arith.constant 4.200000e+01 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert_slice %0 into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  return %x : f32
}
