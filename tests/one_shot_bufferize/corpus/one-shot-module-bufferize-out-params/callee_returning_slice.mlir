// OPTIONS: bufferize-function-boundaries=true function-boundary-type-conversion=fully-dynamic-layout-map
// UPSTREAM: @callee (returning a slice of a new buffer)
// A callee returning a slice of a new buffer: it becomes an out-parameter
// (of dynamic layout) the caller allocates, filled by a copy.
// EXPECT: @main(%idx = 1): 6.0
func.func private @callee(%idx: index) -> tensor<2x3xf32> {
  %six = arith.constant 6.000000e+00 : f32
  %0 = bufferization.alloc_tensor() : tensor<5x6xf32>
  %f = linalg.fill ins(%six : f32) outs(%0 : tensor<5x6xf32>) -> tensor<5x6xf32>
  %1 = tensor.extract_slice %f[%idx, %idx] [2, 3] [1, 1] : tensor<5x6xf32> to tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

func.func @main(%idx: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = func.call @callee(%idx) : (index) -> tensor<2x3xf32>
  %1 = tensor.extract %0[%c0, %c0] : tensor<2x3xf32>
  return %1 : f32
}
