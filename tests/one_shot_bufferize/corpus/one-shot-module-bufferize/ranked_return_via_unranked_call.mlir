// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @ranked_return_via_unranked_call
// A ranked tensor cast to unranked, passed through a function on unranked
// tensors and cast back: the result keeps its ranked type.
// EXPECT: @ranked_return_via_unranked_call(): [0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %arg0 = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @ranked_return_via_unranked_call(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %u = tensor.cast %arg0 : tensor<2x3xf32> to tensor<*xf32>
  %r = func.call @identity_unranked(%u) : (tensor<*xf32>) -> tensor<*xf32>
  %b = tensor.cast %r : tensor<*xf32> to tensor<2x3xf32>
  return %b : tensor<2x3xf32>
}

func.func private @identity_unranked(%t: tensor<*xf32>) -> tensor<*xf32> {
  return %t : tensor<*xf32>
}
