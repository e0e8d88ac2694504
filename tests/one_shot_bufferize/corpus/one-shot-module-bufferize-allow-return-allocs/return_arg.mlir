// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @return_arg
// A function returning its argument: the result is the argument's buffer.
// EXPECT: @return_arg(): [0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0]
func.func @return_arg(%A: tensor<?xf32>) -> tensor<?xf32> {
  func.return %A : tensor<?xf32>
}
