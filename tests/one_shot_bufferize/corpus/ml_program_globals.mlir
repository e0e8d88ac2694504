// ml_program globals as torch-mlir keeps its random seed: a mutable global
// loaded, advanced and stored back, then loaded again; and an immutable one.
// EXPECT: @advance(%i = 0): 5, 5, 2.5
// EXPECT: @advance(%i = 1): 5, 6, 2.5
// EXPECT: @advance(%i = 3): 5, 8, 2.5
ml_program.global private mutable @seed(dense<5> : tensor<i64>) : tensor<i64>
ml_program.global private @table(dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32>) : tensor<2xf32>
func.func @advance(%i: index) -> (i64, i64, f32) {
  %seed = ml_program.global_load @seed : tensor<i64>
  %old = tensor.extract %seed[] : tensor<i64>
  %step = arith.index_cast %i : index to i64
  %new = arith.addi %old, %step : i64
  %stored = tensor.from_elements %new : tensor<i64>
  ml_program.global_store @seed = %stored : tensor<i64>
  %again = ml_program.global_load @seed : tensor<i64>
  %now = tensor.extract %again[] : tensor<i64>
  %table = ml_program.global_load @table : tensor<2xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %table[%c1] : tensor<2xf32>
  return %old, %now, %x : i64, i64, f32
}
