// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @outer_func
// A function next to a nested module whose function takes a non-writable
// tensor argument: with function boundaries the nested module stays as it
// is (its function private, so that no one runs its tensors).
// EXPECT: @outer_func(): [0.0, 0.0, 0.0, 0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0, 0.0]
func.func @outer_func(%t: tensor<5xf32>) -> tensor<5xf32> {
  return %t : tensor<5xf32>
}

module @inner_module {
  func.func private @inner_func(%t: tensor<5xf32> {bufferization.writable = false}) -> tensor<5xf32> {
    return %t : tensor<5xf32>
  }
}
