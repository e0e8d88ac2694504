// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @materialize_in_destination
// A filled empty tensor materialized in an argument: the fill writes the
// argument directly.
// EXPECT: @materialize_in_destination(%f = 1.0): [1.0, 1.0, 1.0, 1.0] | %t = [1.0, 1.0, 1.0, 1.0]
func.func @materialize_in_destination(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %filled in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
