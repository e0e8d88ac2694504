// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @read_of_matching_insert_slice_source_interleaved
// The same, with a second slice of the result filled and inserted before
// the first filled slice is read: the first slice goes out of place.
// EXPECT: @read_of_matching_insert_slice_source_interleaved(%idx = 1, %idx3 = 3): [0.0, 2.0, 0.0, 3.0], 2.0 | %A = [0.0, 2.0, 0.0, 3.0]
// EXPECT: @read_of_matching_insert_slice_source_interleaved(%idx = 1, %idx3 = 1): [0.0, 3.0, 0.0, 0.0], 2.0 | %A = [0.0, 3.0, 0.0, 0.0]
func.func @read_of_matching_insert_slice_source_interleaved(%idx: index, %idx3: index, %A: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, f32) {
  %cst = arith.constant 2.000000e+00 : f32
  %cst3 = arith.constant 3.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %A[%idx] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.insert_slice %1 into %A[%idx] [1] [1] : tensor<1xf32> into tensor<?xf32>
  %4 = tensor.extract_slice %2[%idx3] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %5 = linalg.fill ins(%cst3 : f32) outs(%4 : tensor<1xf32>) -> tensor<1xf32>
  %3 = tensor.extract %1[%c0] : tensor<1xf32>
  %6 = tensor.insert_slice %5 into %2[%idx3] [1] [1] : tensor<1xf32> into tensor<?xf32>
  return %6, %3 : tensor<?xf32>, f32
}
