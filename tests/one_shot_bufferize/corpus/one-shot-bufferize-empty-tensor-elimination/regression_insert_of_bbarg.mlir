// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @regression_insert_of_bbarg
// An argument inserted into another argument: nothing to eliminate.
// EXPECT: @regression_insert_of_bbarg(): [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %t0 = [0.0, 0.0, 0.0, 0.0] | %t1 = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @regression_insert_of_bbarg(%t0: tensor<4xf32>, %t1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.insert_slice %t0 into %t1[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}
