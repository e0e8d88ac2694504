// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_swapping_yields_memory_space
// Swapping yields of two alloc_tensors in memory space 1: the copies are in
// memory space 1 too.
// EXPECT: @scf_for_swapping_yields_memory_space(%n = 1): 7.0, 7.0
// EXPECT: @scf_for_swapping_yields_memory_space(%n = 0): 1.0, 2.0
func.func @scf_for_swapping_yields_memory_space(%n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %C = arith.constant dense<7.000000e+00> : tensor<2xf32>
  %a = bufferization.alloc_tensor(%c4) {memory_space = 1 : i64} : tensor<?xf32>
  %A = linalg.fill ins(%one : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %b = bufferization.alloc_tensor(%c4) {memory_space = 1 : i64} : tensor<?xf32>
  %B = linalg.fill ins(%two : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%tA = %A, %tB = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    %ttA = tensor.insert_slice %C into %tA[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    %ttB = tensor.insert_slice %C into %tB[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %ttB, %ttA : tensor<?xf32>, tensor<?xf32>
  }
  %f0 = tensor.extract %r#0[%c1] : tensor<?xf32>
  %f1 = tensor.extract %r#1[%c1] : tensor<?xf32>
  return %f0, %f1 : f32, f32
}
