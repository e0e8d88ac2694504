// UPSTREAM: @select_different_tensors
// arith.select between a new dynamically sized buffer and a buffer of
// another layout (a strided memref argument): one is cast to the other's type.
// EXPECT: @select_different_tensors(%sz = 0, %c = false): 3.0 | %m = [3.0, 0.0, 0.0, 0.0]
// EXPECT: @select_different_tensors(%sz = 1, %c = true): 2.0 | %m = [3.0, 0.0, 0.0, 0.0]
func.func @select_different_tensors(%sz: index, %c: i1, %m: memref<4xf32, strided<[1], offset: 2>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  memref.store %three, %m[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %t = bufferization.to_tensor %m restrict : memref<4xf32, strided<[1], offset: 2>> to tensor<4xf32>
  %td = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %n = arith.addi %sz, %c1 : index
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %f = linalg.fill ins(%two : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %s = arith.select %c, %f, %td : tensor<?xf32>
  %x = tensor.extract %s[%c0] : tensor<?xf32>
  return %x : f32
}
