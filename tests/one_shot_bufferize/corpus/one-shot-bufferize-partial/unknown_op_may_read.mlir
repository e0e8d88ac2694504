// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @unknown_op_may_read
// A fill read by an op without model and written by an insert: the insert
// goes out of place.
func.func @unknown_op_may_read(%f: f32, %idx: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %cst = arith.constant 5.000000e+00 : f32
  %t1 = bufferization.alloc_tensor() : tensor<8xf32>
  %filled = linalg.fill ins(%cst : f32) outs(%t1 : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert %f into %filled[%idx] : tensor<8xf32>
  %2 = "dealloc_test.opaque"(%filled) : (tensor<8xf32>) -> tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}
