// UPSTREAM: @materialize_in_func_bbarg
// MLIR-ERROR: would write to read-only buffer
// Without function boundaries a function's tensor argument may not be
// written, so materializing into it cannot be bufferized.
func.func @materialize_in_func_bbarg(%dest: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %src = tensor.splat %v : tensor<4xf32>
  %r = bufferization.materialize_in_destination %src in %dest : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
