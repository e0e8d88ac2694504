// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @cast_retains_buffer_layout_strided
// A function argument with bufferization.buffer_layout = strided<[1], offset: 5>,
// cast to a static shape and sliced: both results keep that layout.
// EXPECT: @unrelated(%n = 1): 1
func.func private @cast_retains_buffer_layout_strided(%t: tensor<?xf32> {bufferization.buffer_layout = strided<[1], offset: 5>}, %sz: index) -> (tensor<10xf32>, tensor<?xf32>) {
  %casted = tensor.cast %t : tensor<?xf32> to tensor<10xf32>
  %slice = tensor.extract_slice %casted[2] [%sz] [1] : tensor<10xf32> to tensor<?xf32>
  return %casted, %slice : tensor<10xf32>, tensor<?xf32>
}

func.func @unrelated(%n: index) -> index {
  return %n : index
}
