// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @tensor_cast_not_in_place
// A tensor.cast of %A inserted back into %A: the cast reads %A, which the
// insert overwrites, so the cast's buffer is copied first.
// EXPECT: @tensor_cast_not_in_place(%i = 3): 4.0 | %A = [1.0, 2.0, 3.0, 4.0]
func.func @tensor_cast_not_in_place(%i: index, %A: tensor<?xf32> {bufferization.writable = true}) -> f32 {
  %c0 = arith.constant 0 : index
  %c = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %filled = tensor.insert_slice %c into %A[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %r0 = tensor.cast %filled : tensor<?xf32> to tensor<4xf32>
  %r1 = tensor.insert_slice %r0 into %filled[%c0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %x = tensor.extract %r1[%i] : tensor<?xf32>
  return %x : f32
}
