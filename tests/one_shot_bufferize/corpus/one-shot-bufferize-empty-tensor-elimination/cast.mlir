// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @cast
// A filled dynamically shaped empty tensor, cast to a static shape and
// inserted: the cast is followed, the fill writes the argument's subview.
// EXPECT: @cast(%i = 1): 0.0, 8.0 | %t = [0.0, 0.0, 8.0, 8.0, 8.0, 8.0, 0.0, 0.0]
func.func @cast(%i: index, %t: tensor<8xf32>) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %cst = arith.constant 8.000000e+00 : f32
  %c4 = arith.constant 4 : index
  %0 = tensor.empty(%c4) : tensor<?xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
  %3 = tensor.insert_slice %2 into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %3[%i] : tensor<8xf32>
  %y = tensor.extract %3[%c2] : tensor<8xf32>
  return %x, %y : f32, f32
}
