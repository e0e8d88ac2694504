// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @read_of_matching_insert_slice_source
// A slice filled and inserted back where it came from, the filled slice
// read afterwards: all in place.
// EXPECT: @read_of_matching_insert_slice_source(%idx = 1): [0.0, 2.0, 0.0, 0.0], 2.0 | %A = [0.0, 2.0, 0.0, 0.0]
func.func @read_of_matching_insert_slice_source(%idx: index, %A: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, f32) {
  %cst = arith.constant 2.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %A[%idx] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.insert_slice %1 into %A[%idx] [1] [1] : tensor<1xf32> into tensor<?xf32>
  %3 = tensor.extract %1[%c0] : tensor<1xf32>
  return %2, %3 : tensor<?xf32>, f32
}
