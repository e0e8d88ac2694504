// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_with_tensor.insert_slice
// A loop inserting a slice into a non-writable and a writable carried
// tensor: the first is copied once before the loop, the second in place.
// EXPECT: @scf_for_with_tensor.insert_slice(%n = 1): [7.0, 7.0, 0.0, 0.0], [7.0, 7.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [7.0, 7.0, 0.0, 0.0]
// EXPECT: @scf_for_with_tensor.insert_slice(%n = 0): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @scf_for_with_tensor.insert_slice(%n: index, %A: tensor<?xf32> {bufferization.writable = false}, %B: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %C = arith.constant dense<7.000000e+00> : tensor<2xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%tA = %A, %tB = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    %ttA = tensor.insert_slice %C into %tA[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    %ttB = tensor.insert_slice %C into %tB[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %ttA, %ttB : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
