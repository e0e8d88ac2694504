// UPSTREAM: @materialize_in_destination
// A tensor.empty materialized in itself: in place, nothing to copy.
// EXPECT: @materialize_in_destination(%sz = 3): 3
func.func @materialize_in_destination(%sz: index) -> index {
  %c0 = arith.constant 0 : index
  %buffer = tensor.empty(%sz) : tensor<?xf32>
  %r = bufferization.materialize_in_destination %buffer in %buffer : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
