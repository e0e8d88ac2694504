// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_foreach_private_var
// Threads read the shared output's initial tensor (not through the loop's
// argument) while writing their slice: that tensor is copied before the loop.
// EXPECT: @scf_foreach_private_var(): 1.0, 2.0, 1.0 | %t = [0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @scf_foreach_private_var(%t: tensor<10xf32>) -> (f32, f32, f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %one = arith.constant 1.000000e+00 : f32
  %t1 = tensor.insert %one into %t[%c1] : tensor<10xf32>
  %0 = scf.forall (%tid) in (2) shared_outs(%o = %t1) -> (tensor<10xf32>) {
    %offset = arith.muli %c5, %tid : index
    %slice = tensor.extract_slice %o[%offset] [5] [1] : tensor<10xf32> to tensor<5xf32>
    %r2 = tensor.extract %t1[%tid] : tensor<10xf32>
    %r3 = arith.addf %r2, %one : f32
    %s = tensor.insert %r3 into %slice[%c2] : tensor<5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%offset] [5] [1] : tensor<5xf32> into tensor<10xf32>
    }
  }
  %a = tensor.extract %0[%c2] : tensor<10xf32>
  %b = tensor.extract %0[%c7] : tensor<10xf32>
  %c = tensor.extract %0[%c1] : tensor<10xf32>
  return %a, %b, %c : f32, f32, f32
}
