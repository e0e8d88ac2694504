// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @nested_overlap
// The same with the read slice overlapping the written one: the written
// slice is copied.
// EXPECT: @nested_overlap(%value = 1.0): [1.0, 1.0], [0.0, 0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @nested_overlap(%t: tensor<6xf32> {bufferization.writable = true}, %value: f32) -> (tensor<2xf32>, tensor<3xf32>) {
  %outer = tensor.extract_slice %t[0] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %inner = tensor.extract_slice %outer[0] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %rhs = tensor.extract_slice %t[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %written = linalg.fill ins(%value : f32) outs(%inner : tensor<2xf32>) -> tensor<2xf32>
  return %written, %rhs : tensor<2xf32>, tensor<3xf32>
}
