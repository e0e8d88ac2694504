// tensor.pad with static low and high padding and a computed pad value.
// EXPECT: @padded(%c = false): %out = [0.0, 1.0, 2.0, 3.0, 4.0, 0.0]
// EXPECT: @padded(%c = true): %out = [-1.0, 1.0, 2.0, 3.0, 4.0, -1.0]
func.func @padded(%c: i1, %out: memref<6xf32>) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %minus = arith.constant -1.000000e+00 : f32
  %value = arith.select %c, %minus, %zero : f32
  %p = tensor.pad %cst low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %value : f32
  } : tensor<4xf32> to tensor<6xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<6xf32>, memref<6xf32>) -> ()
  return
}
