// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_foreach_privatized_but_not_copied
// Threads read another tensor, never written in the loop: no copy.
// EXPECT: @scf_foreach_privatized_but_not_copied(): 5.0, 6.0 | %t0 = [0.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0, 6.0, 0.0, 0.0]
func.func @scf_foreach_privatized_but_not_copied(%t0: tensor<10xf32>) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %t1 = arith.constant dense<[5.000000e+00, 6.000000e+00]> : tensor<2xf32>
  %0 = scf.forall (%tid) in (2) shared_outs(%o = %t0) -> (tensor<10xf32>) {
    %offset = arith.muli %c5, %tid : index
    %slice = tensor.extract_slice %o[%offset] [5] [1] : tensor<10xf32> to tensor<5xf32>
    %r2 = tensor.extract %t1[%tid] : tensor<2xf32>
    %s = tensor.insert %r2 into %slice[%c2] : tensor<5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%offset] [5] [1] : tensor<5xf32> into tensor<10xf32>
    }
  }
  %a = tensor.extract %0[%c2] : tensor<10xf32>
  %b = tensor.extract %0[%c7] : tensor<10xf32>
  return %a, %b : f32, f32
}
