// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_once_insert_twice
// One slice inserted back where it came from and then at an overlapping
// offset: the slice is copied.
// EXPECT: @extract_once_insert_twice(): [1.0, 2.0, 1.0, 2.0, 3.0, 4.0, 7.0, 8.0]
func.func @extract_once_insert_twice() -> tensor<8xf32> {
  %c = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>
  %arg2 = bufferization.alloc_tensor() copy(%c) : tensor<8xf32>
  %r = func.call @twice(%arg2) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func private @twice(%arg2: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %2 = tensor.extract_slice %arg2[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %8 = tensor.insert_slice %2 into %arg2[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %15 = tensor.insert_slice %2 into %8[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %15 : tensor<8xf32>
}
