// OPTIONS: test-analysis-only
// UPSTREAM: @bbarg_of_unknown_op
// A filled tensor passed to an op without model whose region takes a
// tensor block argument (not writable): the operand goes out of place.
func.func @bbarg_of_unknown_op(%f: f32) {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  "dealloc_test.with_region"(%1) ({
  ^bb0(%arg1: tensor<8xf32>):
  }) : (tensor<8xf32>) -> ()
  return
}
