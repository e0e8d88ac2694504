// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @scf_for
// MLIR-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
// A loop yielding its two carried tensors swapped, without
// allow-return-allocs-from-loops.
func.func @scf_for(%n: index, %A: tensor<?xf32>, %B: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %C = arith.constant dense<7.000000e+00> : tensor<2xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%tA = %A, %tB = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    %ttA = tensor.insert_slice %C into %tA[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    %ttB = tensor.insert_slice %C into %tB[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %ttB, %ttA : tensor<?xf32>, tensor<?xf32>
  }
  %f0 = tensor.extract %r#0[%c1] : tensor<?xf32>
  %f1 = tensor.extract %r#1[%c1] : tensor<?xf32>
  return %f0, %f1 : f32, f32
}
