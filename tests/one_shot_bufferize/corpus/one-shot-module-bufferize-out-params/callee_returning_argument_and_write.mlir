// OPTIONS: bufferize-function-boundaries=true function-boundary-type-conversion=fully-dynamic-layout-map
// UPSTREAM: @callee (returning its argument and a write into it)
// A callee returning its argument and an out-of-place insert into it: after
// drop-equivalent-buffer-results and buffer-results-to-out-params, the
// insert's buffer is copied into an out-parameter the caller allocates.
// EXPECT: @main(): 0.0, 8.0 | %t = [0.0, 0.0, 0.0, 0.0, 0.0]
func.func private @callee(%t: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 8.000000e+00 : f32
  %1 = tensor.insert %cst into %t[%c0] : tensor<5xf32>
  return %t, %1 : tensor<5xf32>, tensor<5xf32>
}

func.func @main(%t: tensor<5xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %0, %1 = func.call @callee(%t) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  %2 = tensor.extract %0[%c0] : tensor<5xf32>
  %3 = tensor.extract %1[%c0] : tensor<5xf32>
  return %2, %3 : f32, f32
}
