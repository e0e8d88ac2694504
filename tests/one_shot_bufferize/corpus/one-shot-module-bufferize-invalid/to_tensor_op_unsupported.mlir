// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @to_tensor_op_unsupported
// MLIR-ERROR: to_tensor ops without `restrict` are not supported by One-Shot Analysis
// A to_tensor of a memref argument without restrict.
func.func @to_tensor_op_unsupported(%m: memref<?xf32>, %idx: index) -> f32 {
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%idx] : tensor<?xf32>
  return %1 : f32
}
