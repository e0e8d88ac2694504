// scf.forall whose threads each insert a computed slice into the shared output.
// EXPECT: @parallel_rows(%c = false): %out = [0.0, 0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0]
// EXPECT: @parallel_rows(%c = true): %out = [1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0, 4.0]
func.func @parallel_rows(%c: i1, %out: memref<8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %base = arith.select %c, %one, %zero : f32
  %empty = tensor.empty() : tensor<8xf32>
  %result = scf.forall (%i) in (4) shared_outs(%shared = %empty) -> (tensor<8xf32>) {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %v = arith.addf %f, %base : f32
    %piece_empty = tensor.empty() : tensor<2xf32>
    %piece = linalg.fill ins(%v : f32) outs(%piece_empty : tensor<2xf32>) -> tensor<2xf32>
    %c2 = arith.constant 2 : index
    %offset = arith.muli %i, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %shared[%offset] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  bufferization.materialize_in_destination %result in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}
