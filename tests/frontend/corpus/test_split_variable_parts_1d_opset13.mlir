module {
  func.func @test_split_variable_parts_1d_opset13(%arg0: tensor<6xf32>, %arg1: tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %c6 = arith.constant 6 : index
    %c6_i64 = arith.constant 6 : i64
    %extracted_slice = tensor.extract_slice %arg1[0] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %extracted_slice_0 = tensor.extract_slice %arg1[1] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %extracted_1 = tensor.extract %extracted_slice_0[%c0] : tensor<1xi64>
    %0 = arith.index_cast %extracted : i64 to index
    %1 = arith.cmpi slt, %0, %c0 : index
    %2 = arith.addi %0, %c6 : index
    %3 = arith.select %1, %2, %0 : index
    %4 = arith.cmpi slt, %3, %c0 : index
    %5 = arith.select %4, %c-1, %3 : index
    %6 = arith.minsi %5, %c6 : index
    %7 = arith.maxsi %6, %c0 : index
    %extracted_slice_2 = tensor.extract_slice %arg0[0] [%7] [1] : tensor<6xf32> to tensor<?xf32>
    %8 = arith.addi %extracted, %extracted_1 : i64
    %9 = arith.addi %extracted, %c6_i64 : i64
    %10 = arith.cmpi sge, %extracted, %c0_i64 : i64
    %11 = arith.select %10, %extracted, %9 : i64
    %12 = arith.maxsi %11, %c0_i64 : i64
    %13 = arith.minsi %12, %c6_i64 : i64
    %14 = arith.index_cast %13 : i64 to index
    %15 = arith.index_cast %8 : i64 to index
    %16 = arith.cmpi slt, %15, %c0 : index
    %17 = arith.addi %15, %c6 : index
    %18 = arith.select %16, %17, %15 : index
    %19 = arith.cmpi slt, %18, %c0 : index
    %20 = arith.select %19, %c-1, %18 : index
    %21 = arith.minsi %20, %c6 : index
    %22 = arith.subi %21, %14 : index
    %23 = arith.maxsi %22, %c0 : index
    %extracted_slice_3 = tensor.extract_slice %arg0[%14] [%23] [1] : tensor<6xf32> to tensor<?xf32>
    return %extracted_slice_2, %extracted_slice_3 : tensor<?xf32>, tensor<?xf32>
  }
}
