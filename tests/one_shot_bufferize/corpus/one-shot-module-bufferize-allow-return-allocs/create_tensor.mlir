// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @create_tensor
// A function returning a new buffer, read by its caller: the caller frees it.
// EXPECT: @caller(%idx = 3): 4.0
func.func private @create_tensor() -> tensor<6xf32> {
  %four = arith.constant 4.000000e+00 : f32
  %0 = bufferization.alloc_tensor() : tensor<6xf32>
  %1 = linalg.fill ins(%four : f32) outs(%0 : tensor<6xf32>) -> tensor<6xf32>
  return %1 : tensor<6xf32>
}

func.func @caller(%idx: index) -> f32 {
  %0 = func.call @create_tensor() : () -> tensor<6xf32>
  %1 = tensor.extract %0[%idx] : tensor<6xf32>
  return %1 : f32
}
