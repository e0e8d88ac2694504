// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @buffer_forwarding_no_conflict
// After eliminate-empty-tensors: a filled empty tensor inserted once, the
// result returned twice: the fill writes the argument's subview.
// EXPECT: @buffer_forwarding_no_conflict(%arg1 = 1): [0.0, 2.0, 0.0, 0.0], [0.0, 2.0, 0.0, 0.0] | %arg0 = [0.0, 2.0, 0.0, 0.0]
func.func @buffer_forwarding_no_conflict(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %cst = arith.constant 2.000000e+00 : f32
  %0 = tensor.empty(%arg1) : tensor<?xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %arg0[1] [%arg1] [1] : tensor<?xf32> into tensor<?xf32>
  return %2, %2 : tensor<?xf32>, tensor<?xf32>
}
