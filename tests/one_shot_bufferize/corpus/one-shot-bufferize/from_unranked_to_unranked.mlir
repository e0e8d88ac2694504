// UPSTREAM: @from_unranked_to_unranked
// A tensor.cast from an unranked tensor to itself bufferizes to the same
// unranked buffer (then cast to a ranked one and read).
// EXPECT: @from_unranked_to_unranked(%i = 3): 7, 0 | %m = [0, 0, 7, 0]
func.func @from_unranked_to_unranked(%i: index, %m: memref<*xi32>) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %seven = arith.constant 7 : i32
  %r = memref.cast %m : memref<*xi32> to memref<4xi32>
  memref.store %seven, %r[%c2] : memref<4xi32>
  %t = bufferization.to_tensor %m restrict : memref<*xi32> to tensor<*xi32>
  %u = tensor.cast %t : tensor<*xi32> to tensor<*xi32>
  %v = tensor.cast %u : tensor<*xi32> to tensor<4xi32>
  %x = tensor.extract %v[%c2] : tensor<4xi32>
  %y = tensor.extract %v[%i] : tensor<4xi32>
  return %x, %y : i32, i32
}
