#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_reversesequence_time(%arg0: tensor<4x4xf32>, %arg1: tensor<4xi64>) -> tensor<4x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %c4 = arith.constant 4 : index
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4x4xf32>) {
      %1 = arith.index_cast %arg2 : index to i64
      %2 = arith.addi %1, %c4_i64 : i64
      %3 = arith.cmpi sge, %1, %c0_i64 : i64
      %4 = arith.select %3, %1, %2 : i64
      %5 = arith.maxsi %4, %c0_i64 : i64
      %6 = arith.minsi %5, %c4_i64 : i64
      %7 = arith.index_cast %6 : i64 to index
      %extracted_slice = tensor.extract_slice %arg3[0, %7] [4, 1] [1, 1] : tensor<4x4xf32> to tensor<4x1xf32>
      %8 = arith.cmpi slt, %1, %c0_i64 : i64
      %9 = arith.extui %8 : i1 to i64
      %10 = arith.muli %9, %c4_i64 : i64
      %11 = arith.addi %1, %10 : i64
      %12 = arith.addi %11, %c4_i64 : i64
      %13 = arith.cmpi sge, %11, %c0_i64 : i64
      %14 = arith.select %13, %11, %12 : i64
      %15 = arith.maxsi %14, %c0_i64 : i64
      %16 = arith.minsi %15, %c4_i64 : i64
      %17 = arith.index_cast %16 : i64 to index
      %extracted_slice_0 = tensor.extract_slice %arg1[%17] [1] [1] : tensor<4xi64> to tensor<1xi64>
      %extracted = tensor.extract %extracted_slice_0[%c0] : tensor<1xi64>
      %18 = arith.index_cast %extracted : i64 to index
      %19 = arith.cmpi slt, %18, %c0 : index
      %20 = arith.addi %18, %c4 : index
      %21 = arith.select %19, %20, %18 : index
      %22 = arith.cmpi slt, %21, %c0 : index
      %23 = arith.select %22, %c-1, %21 : index
      %24 = arith.minsi %23, %c4 : index
      %25 = arith.maxsi %24, %c0 : index
      %extracted_slice_1 = tensor.extract_slice %extracted_slice[0, 0] [%25, 1] [1, 1] : tensor<4x1xf32> to tensor<?x1xf32>
      %26 = arith.subi %25, %c1 : index
      %27 = tensor.empty(%25) : tensor<?x1xf32>
      %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<?x1xf32>) -> tensor<?x1xf32>
      %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_1 : tensor<?x1xf32>) outs(%28 : tensor<?x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %30 = linalg.index 0 : index
        %31 = arith.subi %26, %30 : index
        %extracted_3 = tensor.extract %extracted_slice_1[%31, %c0] : tensor<?x1xf32>
        linalg.yield %extracted_3 : f32
      } -> tensor<?x1xf32>
      %inserted_slice = tensor.insert_slice %29 into %extracted_slice[0, 0] [%25, 1] [1, 1] : tensor<?x1xf32> into tensor<4x1xf32>
      %inserted_slice_2 = tensor.insert_slice %inserted_slice into %arg3[0, %7] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<4x4xf32>
      scf.yield %inserted_slice_2 : tensor<4x4xf32>
    }
    return %0 : tensor<4x4xf32>
  }
}
