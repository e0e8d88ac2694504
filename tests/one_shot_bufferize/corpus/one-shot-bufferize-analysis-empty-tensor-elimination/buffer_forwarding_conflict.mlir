// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @buffer_forwarding_conflict
// After eliminate-empty-tensors: a filled empty tensor inserted at two
// places of a writable argument, only one of which can take its place.
// EXPECT: @buffer_forwarding_conflict(%arg1 = 3): [2.0, 2.0, 2.0, 0.0], [0.0, 2.0, 2.0, 2.0] | %arg0 = [0.0, 2.0, 2.0, 2.0]
func.func @buffer_forwarding_conflict(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %cst = arith.constant 2.000000e+00 : f32
  %0 = tensor.empty(%arg1) : tensor<?xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %arg0[0] [%arg1] [1] : tensor<?xf32> into tensor<?xf32>
  %3 = tensor.insert_slice %1 into %arg0[1] [%arg1] [1] : tensor<?xf32> into tensor<?xf32>
  return %2, %3 : tensor<?xf32>, tensor<?xf32>
}
