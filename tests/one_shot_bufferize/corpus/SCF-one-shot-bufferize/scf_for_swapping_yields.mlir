// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_swapping_yields
// A loop yielding its two carried tensors swapped, after inserting a slice
// into each: each yield is copied.
// EXPECT: @scf_for_swapping_yields(%n = 1): 7.0, 7.0, 0.0 | %A = [7.0, 7.0, 0.0, 0.0] | %B = [7.0, 7.0, 0.0, 0.0]
func.func @scf_for_swapping_yields(%n: index, %A: tensor<?xf32>, %B: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %C = arith.constant dense<7.000000e+00> : tensor<2xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%tA = %A, %tB = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    %ttA = tensor.insert_slice %C into %tA[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    %ttB = tensor.insert_slice %C into %tB[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %ttB, %ttA : tensor<?xf32>, tensor<?xf32>
  }
  %f0 = tensor.extract %r#0[%c1] : tensor<?xf32>
  %f1 = tensor.extract %r#1[%c1] : tensor<?xf32>
  %f2 = tensor.extract %r#1[%c3] : tensor<?xf32>
  return %f0, %f1, %f2 : f32, f32, f32
}
