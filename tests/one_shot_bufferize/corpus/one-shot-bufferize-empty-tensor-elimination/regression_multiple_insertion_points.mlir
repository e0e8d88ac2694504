// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @regression_multiple_insertion_points
// The offsets of the insert are defined after the empty tensor: the subview
// must be built after them (and before the fill).
// EXPECT: @regression_multiple_insertion_points(%i = 1, %j = 3): 5.5, 5.5, 0.0 | %t1 = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 5.5, 5.5, 5.5, 5.5, 5.5, 0.0, 0.0, 0.0, 5.5, 5.5, 5.5, 5.5, 5.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @regression_multiple_insertion_points(%i: index, %j: index, %t1: tensor<6x8xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %empty = tensor.empty() : tensor<2x5xf32>
  %f0 = arith.constant 5.500000e+00 : f32
  %0 = arith.addi %i, %c0 : index
  %1 = arith.addi %j, %c0 : index
  %filled = linalg.fill ins(%f0 : f32) outs(%empty : tensor<2x5xf32>) -> tensor<2x5xf32>
  %2 = tensor.insert_slice %filled into %t1[%0, %1] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<6x8xf32>
  %r1 = arith.addi %i, %c1 : index
  %c = arith.addi %j, %c4 : index
  %x = tensor.extract %2[%i, %j] : tensor<6x8xf32>
  %y = tensor.extract %2[%r1, %c] : tensor<6x8xf32>
  %z = tensor.extract %2[%c0, %c0] : tensor<6x8xf32>
  return %x, %y, %z : f32, f32, f32
}
