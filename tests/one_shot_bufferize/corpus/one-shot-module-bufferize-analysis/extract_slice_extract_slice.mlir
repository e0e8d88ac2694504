// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_slice_extract_slice
// Slices of slices of a writable and a non-writable argument, only read:
// all in place.
// EXPECT: @extract_slice_extract_slice(): [0.0, 0.0], [0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @extract_slice_extract_slice(%A: tensor<?xf32> {bufferization.writable = true}, %B: tensor<?xf32> {bufferization.writable = false}) -> (tensor<2xf32>, tensor<2xf32>) {
  %r0 = tensor.extract_slice %A[0] [3] [1] : tensor<?xf32> to tensor<3xf32>
  %r1 = tensor.extract_slice %r0[1] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %r2 = tensor.extract_slice %B[1] [3] [1] : tensor<?xf32> to tensor<3xf32>
  %r3 = tensor.extract_slice %r2[0] [2] [1] : tensor<3xf32> to tensor<2xf32>
  return %r1, %r3 : tensor<2xf32>, tensor<2xf32>
}
