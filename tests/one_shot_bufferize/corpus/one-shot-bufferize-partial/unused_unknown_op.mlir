// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @unused_unknown_op
// An argument read, then passed to an op without model and without result.
func.func @unused_unknown_op(%t1: tensor<?xf32>, %idx: index) -> f32 {
  %1 = tensor.extract %t1[%idx] : tensor<?xf32>
  "dealloc_test.consume"(%t1) : (tensor<?xf32>) -> ()
  return %1 : f32
}
