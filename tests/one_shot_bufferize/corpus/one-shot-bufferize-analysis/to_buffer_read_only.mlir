// UPSTREAM: @to_buffer_read_only
// A to_buffer {read_only}: its buffer is not written, the operand in place.
// (read_only in the attribute dictionary, as the upstream chunk writes it:
// mlir-opt-22 reads it as the op's read_only property.)
// EXPECT: @to_buffer_read_only(%idx = 3, %f = 1.0): 1.0
func.func @to_buffer_read_only(%idx: index, %f: f32) -> f32 {
  %t = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<5xf32>
  %m = bufferization.to_buffer %t {read_only} : tensor<5xf32> to memref<5xf32>
  %2 = tensor.extract %t[%idx] : tensor<5xf32>
  return %2 : f32
}
