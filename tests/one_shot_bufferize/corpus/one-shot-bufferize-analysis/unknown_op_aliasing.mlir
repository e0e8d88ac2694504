// OPTIONS: test-analysis-only
// UPSTREAM: @unknown_op_aliasing
// An op without model may return an alias of its operand: a later fill of
// that operand's tensor must not write what the op's result is.
func.func @unknown_op_aliasing(%f: f32, %f2: f32, %pos: index) -> f32 {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %alias = "dealloc_test.maybe_alias"(%1) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.fill ins(%f2 : f32) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
  %3 = tensor.extract %alias[%pos] : tensor<8xf32>
  return %3 : f32
}
