// UPSTREAM: @materialize_in_destination_buffer
// materialize_in_destination into a restrict writable memref: a copy into
// the caller's buffer.
// EXPECT: @materialize_in_destination_buffer(%i = 1): %out = [1.0, 9.0, 3.0, 4.0]
func.func @materialize_in_destination_buffer(%i: index, %out: memref<4xf32>) {
  %nine = arith.constant 9.000000e+00 : f32
  %c = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %t = tensor.insert %nine into %c[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
