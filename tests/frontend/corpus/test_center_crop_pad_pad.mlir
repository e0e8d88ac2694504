#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_center_crop_pad_pad(%arg0: tensor<10x7x3xf32>, %arg1: tensor<3xi64>) -> tensor<20x10x3xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c-1 = arith.constant -1 : index
    %c10 = arith.constant 10 : index
    %c10_i64 = arith.constant 10 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c7_i64 = arith.constant 7 : i64
    %cst_0 = arith.constant dense<0> : tensor<1xi64>
    %cst_1 = arith.constant dense<1> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_0 : tensor<1xi64>) outs(%0 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %34 = arith.index_cast %in : i64 to index
      %extracted_4 = tensor.extract %arg1[%34] : tensor<3xi64>
      linalg.yield %extracted_4 : i64
    } -> tensor<1xi64>
    %extracted = tensor.extract %1[%c0] : tensor<1xi64>
    %2 = arith.subi %extracted, %c10_i64 : i64
    %3 = arith.floordivsi %2, %c2_i64 : i64
    %4 = arith.index_cast %extracted : i64 to index
    %5 = tensor.empty(%4) : tensor<?x7x3xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?x7x3xf32>) -> tensor<?x7x3xf32>
    %7 = arith.addi %3, %extracted : i64
    %8 = arith.cmpi sge, %3, %c0_i64 : i64
    %9 = arith.select %8, %3, %7 : i64
    %10 = arith.maxsi %9, %c0_i64 : i64
    %11 = arith.minsi %10, %extracted : i64
    %12 = arith.index_cast %11 : i64 to index
    %inserted_slice = tensor.insert_slice %arg0 into %6[%12, 0, 0] [10, 7, 3] [1, 1, 1] : tensor<10x7x3xf32> into tensor<?x7x3xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_1 : tensor<1xi64>) outs(%0 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %34 = arith.index_cast %in : i64 to index
      %extracted_4 = tensor.extract %arg1[%34] : tensor<3xi64>
      linalg.yield %extracted_4 : i64
    } -> tensor<1xi64>
    %extracted_2 = tensor.extract %13[%c0] : tensor<1xi64>
    %14 = arith.subi %extracted_2, %c7_i64 : i64
    %15 = arith.floordivsi %14, %c2_i64 : i64
    %16 = arith.addi %15, %c7_i64 : i64
    %17 = tensor.empty() : tensor<20x10x3xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<20x10x3xf32>) -> tensor<20x10x3xf32>
    %19 = arith.addi %15, %c10_i64 : i64
    %20 = arith.cmpi sge, %15, %c0_i64 : i64
    %21 = arith.select %20, %15, %19 : i64
    %22 = arith.maxsi %21, %c0_i64 : i64
    %23 = arith.minsi %22, %c10_i64 : i64
    %24 = arith.index_cast %23 : i64 to index
    %25 = arith.index_cast %16 : i64 to index
    %26 = arith.cmpi slt, %25, %c0 : index
    %27 = arith.addi %25, %c10 : index
    %28 = arith.select %26, %27, %25 : index
    %29 = arith.cmpi slt, %28, %c0 : index
    %30 = arith.select %29, %c-1, %28 : index
    %31 = arith.minsi %30, %c10 : index
    %32 = arith.subi %31, %24 : index
    %33 = arith.maxsi %32, %c0 : index
    %cast = tensor.cast %inserted_slice : tensor<?x7x3xf32> to tensor<20x?x3xf32>
    %inserted_slice_3 = tensor.insert_slice %cast into %18[0, %24, 0] [20, %33, 3] [1, 1, 1] : tensor<20x?x3xf32> into tensor<20x10x3xf32>
    return %inserted_slice_3 : tensor<20x10x3xf32>
  }
}
