module {
  func.func @test_constant_pad(%arg0: tensor<1x3x4x5xf32>, %arg1: tensor<8xi64>, %arg2: tensor<f32>) -> tensor<1x3x7x12xf32> {
    %c0 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %arg1[0] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %extracted_slice_0 = tensor.extract_slice %arg1[1] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_1 = tensor.extract %extracted_slice_0[%c0] : tensor<1xi64>
    %extracted_slice_2 = tensor.extract_slice %arg1[2] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_3 = tensor.extract %extracted_slice_2[%c0] : tensor<1xi64>
    %extracted_slice_4 = tensor.extract_slice %arg1[3] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_5 = tensor.extract %extracted_slice_4[%c0] : tensor<1xi64>
    %extracted_slice_6 = tensor.extract_slice %arg1[4] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_7 = tensor.extract %extracted_slice_6[%c0] : tensor<1xi64>
    %extracted_slice_8 = tensor.extract_slice %arg1[5] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_9 = tensor.extract %extracted_slice_8[%c0] : tensor<1xi64>
    %extracted_slice_10 = tensor.extract_slice %arg1[6] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_11 = tensor.extract %extracted_slice_10[%c0] : tensor<1xi64>
    %extracted_slice_12 = tensor.extract_slice %arg1[7] [1] [1] : tensor<8xi64> to tensor<1xi64>
    %extracted_13 = tensor.extract %extracted_slice_12[%c0] : tensor<1xi64>
    %extracted_14 = tensor.extract %arg2[] : tensor<f32>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.index_cast %extracted_7 : i64 to index
    %2 = arith.index_cast %extracted_1 : i64 to index
    %3 = arith.index_cast %extracted_9 : i64 to index
    %4 = arith.index_cast %extracted_3 : i64 to index
    %5 = arith.index_cast %extracted_11 : i64 to index
    %6 = arith.index_cast %extracted_5 : i64 to index
    %7 = arith.index_cast %extracted_13 : i64 to index
    %padded = tensor.pad %arg0 low[%0, %2, %4, %6] high[%1, %3, %5, %7] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %extracted_14 : f32
    } : tensor<1x3x4x5xf32> to tensor<1x3x7x12xf32>
    return %padded : tensor<1x3x7x12xf32>
  }
}
