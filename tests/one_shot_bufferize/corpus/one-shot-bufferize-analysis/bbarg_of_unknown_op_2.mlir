// OPTIONS: test-analysis-only
// UPSTREAM: @bbarg_of_unknown_op_2
// The same, with the block argument passed on to another op without model.
func.func @bbarg_of_unknown_op_2(%f: f32) {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  "dealloc_test.with_region"(%1) ({
  ^bb0(%arg1: tensor<8xf32>):
    "dealloc_test.use"(%arg1) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> ()
  return
}
