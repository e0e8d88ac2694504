// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @regression_do_not_eliminate_non_empty
// A slice of another tensor (not an empty one) inserted: kept as a copy.
// EXPECT: @regression_do_not_eliminate_non_empty(%i = 3): 3.0 | %t2 = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 0.0, 0.0]
func.func @regression_do_not_eliminate_non_empty(%i: index, %t2: tensor<8xf32>) -> f32 {
  %t = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>
  %1 = tensor.extract_slice %t[0] [5] [1] : tensor<8xf32> to tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t2[1] [5] [1] : tensor<5xf32> into tensor<8xf32>
  %x = tensor.extract %2[%i] : tensor<8xf32>
  return %x : f32
}
