#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_gather_2d_indices(%arg0: tensor<3x3xf32>, %arg1: tensor<1x2xi64>) -> tensor<3x1x2xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<1x2xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x2xi64>) outs(%0 : tensor<1x2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %7 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %7 : i1
    } -> tensor<1x2xi1>
    %2 = tensor.empty() : tensor<1x2xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x2xi64>) outs(%2 : tensor<1x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %7 = arith.addi %in, %c3_i64 : i64
      linalg.yield %7 : i64
    } -> tensor<1x2xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg1 : tensor<1x2xi1>, tensor<1x2xi64>, tensor<1x2xi64>) outs(%2 : tensor<1x2xi64>) {
    ^bb0(%in: i1, %in_0: i64, %in_1: i64, %out: i64):
      %7 = arith.select %in, %in_0, %in_1 : i64
      linalg.yield %7 : i64
    } -> tensor<1x2xi64>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<1x2xi64> into tensor<2xi64>
    %5 = tensor.empty() : tensor<3x2xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<2xi64>) outs(%5 : tensor<3x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %7 = arith.index_cast %in : i64 to index
      %8 = linalg.index 0 : index
      %extracted = tensor.extract %arg0[%8, %7] : tensor<3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x2xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [3, 1, 2] : tensor<3x2xf32> into tensor<3x1x2xf32>
    return %expanded : tensor<3x1x2xf32>
  }
}
