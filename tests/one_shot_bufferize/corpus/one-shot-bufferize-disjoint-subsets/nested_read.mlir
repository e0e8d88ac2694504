// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @nested_read
// An insert into the first half of %t, then a read of a slice of a slice of
// its second half: disjoint (MLIR 22 still copies %t for the insert).
// EXPECT: @nested_read(): [3.0, 3.0, 3.0, 0.0, 0.0, 0.0], [0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @nested_read(%t: tensor<6xf32> {bufferization.writable = true}) -> (tensor<6xf32>, tensor<2xf32>) {
  %s = arith.constant dense<3.000000e+00> : tensor<3xf32>
  %written = tensor.insert_slice %s into %t[0] [3] [1] : tensor<3xf32> into tensor<6xf32>
  %outer = tensor.extract_slice %t[3] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %inner = tensor.extract_slice %outer[1] [2] [1] : tensor<3xf32> to tensor<2xf32>
  return %written, %inner : tensor<6xf32>, tensor<2xf32>
}
