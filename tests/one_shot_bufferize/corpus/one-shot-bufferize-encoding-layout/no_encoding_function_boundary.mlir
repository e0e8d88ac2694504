// OPTIONS: bufferize-function-boundaries=true allow-unknown-ops=true
// UPSTREAM: @no_encoding_function_boundary
// The same without encoding: the argument written in place and returned.
// EXPECT: @no_encoding_function_boundary(%i = 0): [0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %a = [0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @no_encoding_function_boundary(%i: index, %a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c2 = arith.constant 2 : index
  %x = arith.constant 2.000000e+00 : f32
  %r = tensor.insert %x into %a[%i, %c2] : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
