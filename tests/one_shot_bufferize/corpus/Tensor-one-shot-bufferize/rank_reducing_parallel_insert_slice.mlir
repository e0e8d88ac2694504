// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @rank_reducing_parallel_insert_slice
// scf.forall threads each insert a one-element slice into a row of a 2-d
// shared output (a rank-reducing parallel_insert_slice).
// EXPECT: @rank_reducing_parallel_insert_slice(%i = 3): 4.0, 0.0
func.func @rank_reducing_parallel_insert_slice(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f32
  %in = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %r = scf.forall (%t) in (4) shared_outs(%o = %out) -> (tensor<3x4xf32>) {
    %s = tensor.extract_slice %in[%t] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[1, %t] [1, 1] [1, 1] : tensor<1xf32> into tensor<3x4xf32>
    }
  }
  %x = tensor.extract %r[%c1, %i] : tensor<3x4xf32>
  %y = tensor.extract %r[%c0, %i] : tensor<3x4xf32>
  return %x, %y : f32, f32
}
