// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_slice_matching_insert_slice
// A slice inserted back where it was taken from: in place into the writable
// argument; into the non-writable one the insert is a copy.
// EXPECT: @extract_slice_matching_insert_slice(): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @extract_slice_matching_insert_slice(%A: tensor<?xf32> {bufferization.writable = true}, %B: tensor<?xf32> {bufferization.writable = false}) -> (tensor<?xf32>, tensor<?xf32>) {
  %r0 = tensor.extract_slice %A[1] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %r1 = tensor.insert_slice %r0 into %A[1] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r2 = tensor.extract_slice %B[1] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %r3 = tensor.insert_slice %r2 into %B[1] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r1, %r3 : tensor<?xf32>, tensor<?xf32>
}
