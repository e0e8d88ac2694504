// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @unknown_op_not_writable
// A write into the result of an op without model: not writable, a copy.
func.func @unknown_op_not_writable(%t1: tensor<?xf32>, %f: f32, %idx: index) -> tensor<?xf32> {
  %0 = "dealloc_test.opaque"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<?xf32>
  return %1 : tensor<?xf32>
}
