// OPTIONS: bufferize-function-boundaries=true no-analysis-func-filter=contains_to_buffer_op
// UPSTREAM: @contains_to_memref_op
// A function with a to_buffer of its argument, which the analysis does not
// take, bufferized without analysis (a copy before each write and of the
// to_buffer's operand), next to one analysed as usual.
// EXPECT: @foo(): [1.0, 0.0, 0.0, 0.0] | %arg0 = [1.0, 0.0, 0.0, 0.0]
// EXPECT: @contains_to_buffer_op(%arg1 = 1): 0.0 | %arg0 = [0.0, 0.0, 0.0, 0.0]
func.func @foo(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %inserted = tensor.insert %cst into %arg0[%c0] : tensor<?xf32>
  return %inserted : tensor<?xf32>
}

func.func @contains_to_buffer_op(%arg0: tensor<?xf32> {bufferization.writable = true}, %arg1: index) -> f32 {
  %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
  %1 = memref.load %0[%arg1] : memref<?xf32>
  return %1 : f32
}
