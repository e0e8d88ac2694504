// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @copy_of_unranked_tensor
// MLIR-ERROR: cannot avoid RaW conflict
// An unranked argument passed to a function that may write it, then
// returned: an unranked operand is always in place, so this cannot be
// bufferized.
func.func @copy_of_unranked_tensor(%t: tensor<*xf32>) -> tensor<*xf32> {
  func.call @maybe_writing_func(%t) : (tensor<*xf32>) -> ()
  return %t : tensor<*xf32>
}

func.func private @maybe_writing_func(%ptr: tensor<*xf32>)
