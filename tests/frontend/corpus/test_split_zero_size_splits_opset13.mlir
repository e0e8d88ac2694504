module {
  func.func @test_split_zero_size_splits_opset13(%arg0: tensor<0xf32>, %arg1: tensor<3xi64>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %arg1[0] [1] [1] : tensor<3xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %extracted_slice_0 = tensor.extract_slice %arg1[1] [1] [1] : tensor<3xi64> to tensor<1xi64>
    %extracted_1 = tensor.extract %extracted_slice_0[%c0] : tensor<1xi64>
    %0 = arith.addi %extracted, %extracted_1 : i64
    %1 = arith.maxsi %extracted, %c0_i64 : i64
    %2 = arith.minsi %1, %c0_i64 : i64
    %3 = arith.index_cast %2 : i64 to index
    %extracted_slice_2 = tensor.extract_slice %arg0[%3] [0] [1] : tensor<0xf32> to tensor<0xf32>
    %4 = arith.maxsi %0, %c0_i64 : i64
    %5 = arith.minsi %4, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_3 = tensor.extract_slice %arg0[%6] [0] [1] : tensor<0xf32> to tensor<0xf32>
    return %arg0, %extracted_slice_2, %extracted_slice_3 : tensor<0xf32>, tensor<0xf32>, tensor<0xf32>
  }
}
