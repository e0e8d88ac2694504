// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @linalg_copy
// A filled empty tensor copied by linalg.copy into an argument: the fill
// writes the argument.
// EXPECT: @linalg_copy(%f = 1.0): [1.0, 1.0, 1.0, 1.0] | %t = [1.0, 1.0, 1.0, 1.0]
func.func @linalg_copy(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy ins(%filled : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
