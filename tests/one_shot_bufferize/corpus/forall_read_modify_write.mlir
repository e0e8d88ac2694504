// Each thread of scf.forall reads its slice of the shared output, doubles
// it and inserts it back: in place.
// EXPECT: @double_rows(%c = false): %out = [2.0, 4.0, 6.0, 8.0]
// EXPECT: @double_rows(%c = true): %out = [2.0, 4.0, 3.0, 4.0]
func.func @double_rows(%c: i1, %out: memref<4xf32>) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %threads = arith.select %c, %c1, %c2 : index
  %r = scf.forall (%i) in (%threads) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %offset = arith.muli %i, %c2 : index
    %slice = tensor.extract_slice %o[%offset] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %doubled = linalg.add ins(%slice, %slice : tensor<2xf32>, tensor<2xf32>) outs(%slice : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %doubled into %o[%offset] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
