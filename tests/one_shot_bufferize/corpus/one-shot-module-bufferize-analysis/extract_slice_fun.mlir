// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_slice_fun
// Slices of a non-writable and a writable argument, only read: both in
// place (views), whether or not the argument may be written.
// EXPECT: @extract_slice_fun(): [0.0, 0.0], [0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @extract_slice_fun(%A: tensor<?xf32> {bufferization.writable = false}, %B: tensor<?xf32> {bufferization.writable = true}) -> (tensor<2xf32>, tensor<3xf32>) {
  %r0 = tensor.extract_slice %A[1] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %r1 = tensor.extract_slice %B[0] [3] [1] : tensor<?xf32> to tensor<3xf32>
  return %r0, %r1 : tensor<2xf32>, tensor<3xf32>
}
