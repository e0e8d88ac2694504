// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @multiple_materialize_in_destination_buffer
// Two filled empty tensors chosen by an scf.if, the choice materialized in
// a restrict writable memref.
// EXPECT: @multiple_materialize_in_destination_buffer(%c = true): %m = [1.0, 1.0, 1.0, 1.0]
// EXPECT: @multiple_materialize_in_destination_buffer(%c = false): %m = [2.0, 2.0, 2.0, 2.0]
func.func @multiple_materialize_in_destination_buffer(%m: memref<4xf32>, %c: i1) {
  %f = arith.constant 1.000000e+00 : f32
  %f2 = arith.constant 2.000000e+00 : f32
  %0 = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.empty() : tensor<4xf32>
  %filled2 = linalg.fill ins(%f2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
  %selected = scf.if %c -> (tensor<4xf32>) {
    scf.yield %filled : tensor<4xf32>
  } else {
    scf.yield %filled2 : tensor<4xf32>
  }
  bufferization.materialize_in_destination %selected in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
