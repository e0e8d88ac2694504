// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @use_of_unknown_op_4
// The result of an op without model read and passed to another.
func.func @use_of_unknown_op_4(%t1: tensor<?xf32>, %idx: index) -> (f32, tensor<?xf32>) {
  %0 = "dealloc_test.opaque"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.extract %0[%idx] : tensor<?xf32>
  %2 = "dealloc_test.other_opaque"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1, %2 : f32, tensor<?xf32>
}
