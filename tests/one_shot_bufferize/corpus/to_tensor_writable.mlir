// A restrict writable to_tensor of the caller's buffer is written in place.
// EXPECT: @in_place(%i = 1): 7.0 | %buffer = [0.0, 7.0, 0.0, 0.0]
func.func @in_place(%i: index, %buffer: memref<4xf32>) -> f32 {
  %t = bufferization.to_tensor %buffer restrict writable : memref<4xf32> to tensor<4xf32>
  %seven = arith.constant 7.000000e+00 : f32
  %u = tensor.insert %seven into %t[%i] : tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %u in restrict writable %buffer : (tensor<4xf32>, memref<4xf32>) -> ()
  return %x : f32
}
