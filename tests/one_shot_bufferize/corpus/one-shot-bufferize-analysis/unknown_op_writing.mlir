// OPTIONS: test-analysis-only
// UPSTREAM: @unknown_op_writing
// An op without model may write its operand, which is read afterwards: the
// operand goes out of place.
func.func @unknown_op_writing(%f: f32, %pos: index) -> f32 {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  "dealloc_test.maybe_write"(%1) : (tensor<8xf32>) -> ()
  %3 = tensor.extract %1[%pos] : tensor<8xf32>
  return %3 : f32
}
