// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_fun
// A slice inserted into a non-writable argument (a copy) and into a
// writable one (in place).
// EXPECT: @insert_slice_fun(): [6.0, 7.0, 0.0, 0.0], [6.0, 7.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [6.0, 7.0, 0.0, 0.0]
func.func @insert_slice_fun(%A: tensor<?xf32> {bufferization.writable = false}, %B: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>) {
  %C = arith.constant dense<[6.000000e+00, 7.000000e+00]> : tensor<2xf32>
  %r0 = tensor.insert_slice %C into %A[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r1 = tensor.insert_slice %C into %B[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r0, %r1 : tensor<?xf32>, tensor<?xf32>
}
