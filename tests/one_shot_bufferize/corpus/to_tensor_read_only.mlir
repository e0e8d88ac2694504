// A to_tensor without `writable` must not be written: the insert copies
// and the caller's buffer keeps its contents.
// EXPECT: @copy_first(%i = 1): 7.0, 0.0 | %buffer = [0.0, 0.0, 0.0, 0.0] | %out = [0.0, 7.0, 0.0, 0.0]
func.func @copy_first(%i: index, %buffer: memref<4xf32>, %out: memref<4xf32>) -> (f32, f32) {
  %t = bufferization.to_tensor %buffer restrict : memref<4xf32> to tensor<4xf32>
  %seven = arith.constant 7.000000e+00 : f32
  %u = tensor.insert %seven into %t[%i] : tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  %y = tensor.extract %t[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %u in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %x, %y : f32, f32
}
