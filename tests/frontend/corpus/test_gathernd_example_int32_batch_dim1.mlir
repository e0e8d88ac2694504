#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_gathernd_example_int32_batch_dim1(%arg0: tensor<2x2x2xi32>, %arg1: tensor<2x1xi64>) -> tensor<2x2xi32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<2x1xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x1xi64>) outs(%0 : tensor<2x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %10 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %10 : i1
    } -> tensor<2x1xi1>
    %2 = tensor.empty() : tensor<2x1xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x1xi64>) outs(%2 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %10 = arith.addi %in, %c2_i64 : i64
      linalg.yield %10 : i64
    } -> tensor<2x1xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi64>, tensor<2x1xi64>) outs(%2 : tensor<2x1xi64>) {
    ^bb0(%in: i1, %in_0: i64, %in_1: i64, %out: i64):
      %10 = arith.select %in, %in_0, %in_1 : i64
      linalg.yield %10 : i64
    } -> tensor<2x1xi64>
    %5 = tensor.empty() : tensor<2x1x2xi64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x1xi64>) outs(%5 : tensor<2x1x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x1x2xi64>
    %7 = tensor.empty() : tensor<2x1x2xi32>
    %8 = linalg.fill ins(%c0_i32 : i32) outs(%7 : tensor<2x1x2xi32>) -> tensor<2x1x2xi32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x1x2xi64>) outs(%8 : tensor<2x1x2xi32>) {
    ^bb0(%in: i64, %out: i32):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %in : i64 to index
      %12 = linalg.index 2 : index
      %13 = arith.cmpi slt, %11, %c2 : index
      cf.assert %13, "index must be smaller than dim size"
      %14 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %14, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%10, %11, %12] : tensor<2x2x2xi32>
      linalg.yield %extracted : i32
    } -> tensor<2x1x2xi32>
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<2x1x2xi32> into tensor<2x2xi32>
    return %collapsed : tensor<2x2xi32>
  }
}
