// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @foo
// A ranked argument cast to unranked, passed to a bodiless function
// returning an unranked tensor, cast back and returned (private, not called:
// its callee has no body; a public function runs).
// EXPECT: @unrelated(%n = 1): 1
func.func private @foo(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %u = tensor.cast %arg0 : tensor<2x3x4xf32> to tensor<*xf32>
  %r = func.call @relu(%u) : (tensor<*xf32>) -> tensor<*xf32>
  %b = tensor.cast %r : tensor<*xf32> to tensor<2x3x4xf32>
  return %b : tensor<2x3x4xf32>
}

func.func private @relu(tensor<*xf32>) -> tensor<*xf32>

func.func @unrelated(%n: index) -> index {
  return %n : index
}
