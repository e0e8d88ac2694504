#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_reversesequence_bfloat16(%arg0: tensor<2x4xbf16>, %arg1: tensor<2xi64>) -> tensor<2x4xbf16> {
    %cst = arith.constant 0.000000e+00 : bf16
    %c2_i64 = arith.constant 2 : i64
    %c4 = arith.constant 4 : index
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %0 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg0) -> (tensor<2x4xbf16>) {
      %1 = arith.index_cast %arg2 : index to i64
      %2 = arith.addi %1, %c2_i64 : i64
      %3 = arith.cmpi sge, %1, %c0_i64 : i64
      %4 = arith.select %3, %1, %2 : i64
      %5 = arith.maxsi %4, %c0_i64 : i64
      %6 = arith.minsi %5, %c2_i64 : i64
      %7 = arith.index_cast %6 : i64 to index
      %extracted_slice = tensor.extract_slice %arg3[%7, 0] [1, 4] [1, 1] : tensor<2x4xbf16> to tensor<1x4xbf16>
      %8 = arith.cmpi slt, %1, %c0_i64 : i64
      %9 = arith.extui %8 : i1 to i64
      %10 = arith.muli %9, %c2_i64 : i64
      %11 = arith.addi %1, %10 : i64
      %12 = arith.addi %11, %c2_i64 : i64
      %13 = arith.cmpi sge, %11, %c0_i64 : i64
      %14 = arith.select %13, %11, %12 : i64
      %15 = arith.maxsi %14, %c0_i64 : i64
      %16 = arith.minsi %15, %c2_i64 : i64
      %17 = arith.index_cast %16 : i64 to index
      %extracted_slice_0 = tensor.extract_slice %arg1[%17] [1] [1] : tensor<2xi64> to tensor<1xi64>
      %extracted = tensor.extract %extracted_slice_0[%c0] : tensor<1xi64>
      %18 = arith.index_cast %extracted : i64 to index
      %19 = arith.cmpi slt, %18, %c0 : index
      %20 = arith.addi %18, %c4 : index
      %21 = arith.select %19, %20, %18 : index
      %22 = arith.cmpi slt, %21, %c0 : index
      %23 = arith.select %22, %c-1, %21 : index
      %24 = arith.minsi %23, %c4 : index
      %25 = arith.maxsi %24, %c0 : index
      %extracted_slice_1 = tensor.extract_slice %extracted_slice[0, 0] [1, %25] [1, 1] : tensor<1x4xbf16> to tensor<1x?xbf16>
      %26 = arith.subi %25, %c1 : index
      %27 = tensor.empty(%25) : tensor<1x?xbf16>
      %28 = linalg.fill ins(%cst : bf16) outs(%27 : tensor<1x?xbf16>) -> tensor<1x?xbf16>
      %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_1 : tensor<1x?xbf16>) outs(%28 : tensor<1x?xbf16>) {
      ^bb0(%in: bf16, %out: bf16):
        %30 = linalg.index 1 : index
        %31 = arith.subi %26, %30 : index
        %extracted_3 = tensor.extract %extracted_slice_1[%c0, %31] : tensor<1x?xbf16>
        linalg.yield %extracted_3 : bf16
      } -> tensor<1x?xbf16>
      %inserted_slice = tensor.insert_slice %29 into %extracted_slice[0, 0] [1, %25] [1, 1] : tensor<1x?xbf16> into tensor<1x4xbf16>
      %inserted_slice_2 = tensor.insert_slice %inserted_slice into %arg3[%7, 0] [1, 4] [1, 1] : tensor<1x4xbf16> into tensor<2x4xbf16>
      scf.yield %inserted_slice_2 : tensor<2x4xbf16>
    }
    return %0 : tensor<2x4xbf16>
  }
}
