// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @interleaved_extract_insert_slice_chain_2
// Two slices of a writable argument taken before either is inserted back
// where it came from; the second slice is overlapping the first.
// EXPECT: @interleaved_extract_insert_slice_chain_2(): [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %arg2 = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @interleaved_extract_insert_slice_chain_2(%arg2: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %2 = tensor.extract_slice %arg2[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %10 = tensor.extract_slice %arg2[3] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %8 = tensor.insert_slice %2 into %arg2[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %15 = tensor.insert_slice %10 into %8[3] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %15 : tensor<8xf32>
}
