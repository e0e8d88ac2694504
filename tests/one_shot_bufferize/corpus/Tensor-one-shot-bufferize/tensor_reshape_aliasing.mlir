// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @tensor_reshape_aliasing
// The shape operand of a tensor.reshape is built by inserts into an
// alloc_tensor: stores into the shape buffer, then a memref.reshape.
// EXPECT: @tensor_reshape_aliasing(%i = 3): 8.0, 2
func.func @tensor_reshape_aliasing(%i: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %t1_static = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00]> : tensor<10xf32>
  %t1 = tensor.cast %t1_static : tensor<10xf32> to tensor<?xf32>
  %shape = bufferization.alloc_tensor() : tensor<2xindex>
  %shape0 = tensor.insert %c2 into %shape[%c0] : tensor<2xindex>
  %shape1 = tensor.insert %c5 into %shape0[%c1] : tensor<2xindex>
  %reshaped = tensor.reshape %t1(%shape1) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %x = tensor.extract %reshaped[%c1, %i] : tensor<?x?xf32>
  %d = tensor.dim %reshaped, %c0 : tensor<?x?xf32>
  return %x, %d : f32, index
}
