// OPTIONS: test-analysis-only
// UPSTREAM: @unknown_op_bbarg_aliasing
// An op without model with a region whose block takes a tensor: the
// operand is put out of place and the block argument aliases nothing.
func.func @unknown_op_bbarg_aliasing() {
  %0 = tensor.empty() : tensor<4xf32>
  "dealloc_test.with_region"(%0) ({
  ^bb0(%arg1: tensor<4xf32>):
  }) : (tensor<4xf32>) -> ()
  return
}
