// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @nested_write
// A fill of a slice of a slice of the first half of %t, and a slice of its
// second half read: disjoint (MLIR 22 still copies the filled slice).
// EXPECT: @nested_write(%value = 1.0): [1.0, 1.0], [0.0, 0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @nested_write(%t: tensor<6xf32> {bufferization.writable = true}, %value: f32) -> (tensor<2xf32>, tensor<3xf32>) {
  %outer = tensor.extract_slice %t[0] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %inner = tensor.extract_slice %outer[0] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %rhs = tensor.extract_slice %t[3] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %written = linalg.fill ins(%value : f32) outs(%inner : tensor<2xf32>) -> tensor<2xf32>
  return %written, %rhs : tensor<2xf32>, tensor<3xf32>
}
