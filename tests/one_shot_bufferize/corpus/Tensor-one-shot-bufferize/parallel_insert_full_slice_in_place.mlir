// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @parallel_insert_full_slice_in_place
// One thread fills its shared output and inserts the whole of it back: in
// place, no allocation.
// EXPECT: @parallel_insert_full_slice_in_place(%i = 1): [0.0, 0.0] | %t = [0.0, 0.0]
func.func @parallel_insert_full_slice_in_place(%i: index, %t: tensor<2xf32>) -> tensor<2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %r = scf.forall (%arg0) in (1) shared_outs(%o = %t) -> (tensor<2xf32>) {
    %fill = linalg.fill ins(%cst : f32) outs(%o : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    }
  }
  return %r : tensor<2xf32>
}
