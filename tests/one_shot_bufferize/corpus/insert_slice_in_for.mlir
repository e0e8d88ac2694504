// Slices inserted in a loop into the loop-carried tensor: in place.
// EXPECT: @rows(%n = 0): %out = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
// EXPECT: @rows(%n = 1): %out = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
// EXPECT: @rows(%n = 3): %out = [0.0, 0.0, 1.0, 1.0, 2.0, 2.0, 0.0, 0.0]
func.func @rows(%n: index, %out: memref<8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %empty = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  %result = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32>) {
    %piece_empty = tensor.empty() : tensor<2xf32>
    %k = arith.index_cast %i : index to i32
    %v = arith.sitofp %k : i32 to f32
    %piece = linalg.fill ins(%v : f32) outs(%piece_empty : tensor<2xf32>) -> tensor<2xf32>
    %offset = arith.muli %i, %c2 : index
    %next = tensor.insert_slice %piece into %acc[%offset] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %next : tensor<8xf32>
  }
  bufferization.materialize_in_destination %result in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}
