// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @parallel_insert_slice_source_out_of_place
// Each thread inserts into a tensor defined outside the loop and reads that
// tensor afterwards: the insert goes out of place in every thread.
// EXPECT: @parallel_insert_slice_source_out_of_place(%i = 3): 5.0, 1.0
func.func @parallel_insert_slice_source_out_of_place(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.000000e+00 : f32
  %f = arith.constant 5.000000e+00 : f32
  %in = arith.constant dense<1.000000e+00> : tensor<1xf32>
  %e = tensor.empty() : tensor<4xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.forall (%t) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %insert = tensor.insert %f into %in[%c0] : tensor<1xf32>
    %old = tensor.extract %in[%c0] : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %insert into %o[%t] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %x = tensor.extract %r[%i] : tensor<4xf32>
  %y = tensor.extract %in[%c0] : tensor<1xf32>
  return %x, %y : f32, f32
}
