#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_slice_default_axes(%arg0: tensor<20x10x5xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>) -> tensor<20x10x1xf32> {
    %c5_i64 = arith.constant 5 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<2> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<1xi64>) outs(%0 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %8 = arith.index_cast %in : i64 to index
      %extracted_0 = tensor.extract %arg1[%8] : tensor<3xi64>
      linalg.yield %extracted_0 : i64
    } -> tensor<1xi64>
    %extracted = tensor.extract %1[%c0] : tensor<1xi64>
    %2 = arith.addi %extracted, %c5_i64 : i64
    %3 = arith.cmpi sge, %extracted, %c0_i64 : i64
    %4 = arith.select %3, %extracted, %2 : i64
    %5 = arith.maxsi %4, %c0_i64 : i64
    %6 = arith.minsi %5, %c5_i64 : i64
    %7 = arith.index_cast %6 : i64 to index
    %extracted_slice = tensor.extract_slice %arg0[0, 0, %7] [20, 10, 1] [1, 1, 1] : tensor<20x10x5xf32> to tensor<20x10x1xf32>
    return %extracted_slice : tensor<20x10x1xf32>
  }
}
