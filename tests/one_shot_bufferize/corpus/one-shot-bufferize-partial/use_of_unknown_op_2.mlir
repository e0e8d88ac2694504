// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @use_of_unknown_op_2
// Two ops without model in a chain, the last one's result returned.
func.func @use_of_unknown_op_2(%t1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "dealloc_test.opaque"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "dealloc_test.other_opaque"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
