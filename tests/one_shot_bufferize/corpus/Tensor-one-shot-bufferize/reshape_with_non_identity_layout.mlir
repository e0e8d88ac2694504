// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @reshape_with_non_identity_layout
// tensor.reshape of a row slice of a strided buffer in memory space 3: the
// slice is copied into a buffer of identity layout before memref.reshape.
// EXPECT: @reshape_with_non_identity_layout(): 3.0, 0.0 | %arg0 = [0.0, 0.0, 0.0, 3.0]
func.func @reshape_with_non_identity_layout(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>, 3>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.000000e+00 : f32
  memref.store %three, %arg0[%c1, %c1] : memref<2x2xf32, strided<[?, ?], offset: ?>, 3>
  %t = bufferization.to_tensor %arg0 restrict : memref<2x2xf32, strided<[?, ?], offset: ?>, 3> to tensor<2x2xf32>
  %slice = tensor.extract_slice %t[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %shape = arith.constant dense<[1, 2]> : tensor<2xi32>
  %reshape = tensor.reshape %slice(%shape) : (tensor<2xf32>, tensor<2xi32>) -> tensor<1x2xf32>
  %x = tensor.extract %reshape[%c0, %c1] : tensor<1x2xf32>
  %y = tensor.extract %reshape[%c0, %c0] : tensor<1x2xf32>
  return %x, %y : f32, f32
}
