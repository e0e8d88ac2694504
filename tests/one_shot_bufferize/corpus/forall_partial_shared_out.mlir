// OPTIONS: bufferize-function-boundaries=true
// A forall whose thread writes half of its shared output, an argument: the
// other half keeps the caller's values, so the argument is read and written
// and the caller copies its constant into a buffer holding them.
// EXPECT: @entry(%i = 0): 9.0
// EXPECT: @entry(%i = 1): 9.0
// EXPECT: @entry(%i = 3): 4.0
func.func private @set_first_half(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9.000000e+00 : f32
  %r = scf.forall (%k) in (%c1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%nine : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @entry(%i: index) -> f32 {
  %c = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %r = func.call @set_first_half(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}
