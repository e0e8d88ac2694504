// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @use_of_unknown_op_1
// The result of an op without model, read.
func.func @use_of_unknown_op_1(%t1: tensor<?xf32>, %idx: index) -> f32 {
  %0 = "dealloc_test.opaque"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.extract %0[%idx] : tensor<?xf32>
  return %1 : f32
}
