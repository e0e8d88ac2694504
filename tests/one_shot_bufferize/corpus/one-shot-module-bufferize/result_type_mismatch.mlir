// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @result_type_mismatch
// Two returns of slices of different strides: both are cast to one result
// type.
// EXPECT: @result_type_mismatch(%c = true): [0.0, 2.0, 4.0, 6.0, 8.0]
// EXPECT: @result_type_mismatch(%c = false): [2.0, 3.0, 4.0, 5.0, 6.0]
func.func @result_type_mismatch(%c: i1) -> tensor<5xf32> {
  %c10 = arith.constant 10 : index
  %t = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %v = arith.sitofp %ii : i64 to f32
    tensor.yield %v : f32
  } : tensor<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = tensor.extract_slice %t[0] [5] [2] : tensor<10xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
^bb2:
  %1 = tensor.extract_slice %t[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
  return %1 : tensor<5xf32>
}
