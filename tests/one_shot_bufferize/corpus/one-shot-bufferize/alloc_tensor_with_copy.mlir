// UPSTREAM: @alloc_tensor_with_copy
// alloc_tensor copy(%t): a new buffer holding %t's values; writing it leaves
// %t (here a memref argument's) unchanged.
// EXPECT: @alloc_tensor_with_copy(%i = 1): 9.0, 0.0, 0.0 | %m = [0.0, 0.0, 0.0, 3.0]
// EXPECT: @alloc_tensor_with_copy(%i = 3): 3.0, 0.0, 3.0 | %m = [0.0, 0.0, 0.0, 3.0]
func.func @alloc_tensor_with_copy(%i: index, %m: memref<4xf32>) -> (f32, f32, f32) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %three = arith.constant 3.000000e+00 : f32
  %nine = arith.constant 9.000000e+00 : f32
  memref.store %three, %m[%c3] : memref<4xf32>
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %b = tensor.insert %nine into %a[%c1] : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  %y = tensor.extract %t[%c1] : tensor<4xf32>
  %z = tensor.extract %t[%i] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}
