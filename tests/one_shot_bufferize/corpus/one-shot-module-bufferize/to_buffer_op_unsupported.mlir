// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @to_buffer_op_unsupported
// A to_buffer of a writable argument whose buffer is written through
// memref ops, the tensor read afterwards: the to_buffer gets a copy.
// EXPECT: @to_buffer_op_unsupported(%i = 1): 0.0, 9.0 | %t1 = [0.0, 0.0, 0.0, 0.0]
func.func @to_buffer_op_unsupported(%i: index, %t1: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32) {
  %nine = arith.constant 9.000000e+00 : f32
  %0 = bufferization.to_buffer %t1 : tensor<?xf32> to memref<?xf32>
  memref.store %nine, %0[%i] : memref<?xf32>
  %y = memref.load %0[%i] : memref<?xf32>
  %x = tensor.extract %t1[%i] : tensor<?xf32>
  return %x, %y : f32, f32
}
