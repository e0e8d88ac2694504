// UPSTREAM: @to_buffer_not_read_only
// A to_buffer (not read_only) of a tensor read afterwards: its buffer may
// be written through the memref, so the operand goes out of place.
// EXPECT: @to_buffer_not_read_only(%idx = 3, %f = 1.0): 1.0
func.func @to_buffer_not_read_only(%idx: index, %f: f32) -> f32 {
  %t = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<5xf32>
  %m = bufferization.to_buffer %t : tensor<5xf32> to memref<5xf32>
  %2 = tensor.extract %t[%idx] : tensor<5xf32>
  return %2 : f32
}
