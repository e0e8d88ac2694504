// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @use_of_bufferizable_op_in_unbufferizable_op
// A slice passed to an op without model (which may write it) and returned:
// the slice goes out of place.
func.func @use_of_bufferizable_op_in_unbufferizable_op(%t1: tensor<?xf32>, %o: index, %s: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.extract_slice %t1[%o] [%s] [1] : tensor<?xf32> to tensor<?xf32>
  %1 = "dealloc_test.opaque"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
