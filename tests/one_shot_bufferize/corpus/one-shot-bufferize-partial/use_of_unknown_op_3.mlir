// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @use_of_unknown_op_3
// An argument read directly and through an op without model.
func.func @use_of_unknown_op_3(%t1: tensor<?xf32>, %idx: index) -> (f32, f32) {
  %1 = tensor.extract %t1[%idx] : tensor<?xf32>
  %0 = "dealloc_test.opaque"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.extract %0[%idx] : tensor<?xf32>
  return %1, %2 : f32, f32
}
