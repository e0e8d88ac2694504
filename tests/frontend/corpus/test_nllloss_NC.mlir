#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_nllloss_NC(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi64>) -> tensor<3xf32> {
    %c-100_i64 = arith.constant -100 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<3xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<3xi64>) outs(%0 : tensor<3xi1>) {
    ^bb0(%in: i64, %out: i1):
      %10 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %10 : i1
    } -> tensor<3xi1>
    %2 = tensor.empty() : tensor<3xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel"]} ins(%1, %arg1, %cst_0 : tensor<3xi1>, tensor<3xi64>, tensor<i64>) outs(%2 : tensor<3xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %10 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %10 : i64
    } -> tensor<3xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %4 = tensor.empty() : tensor<3x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3x1xf32>) -> tensor<3x1xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<3x1xi64>) outs(%5 : tensor<3x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %in : i64 to index
      %12 = arith.cmpi slt, %11, %c5 : index
      cf.assert %12, "index must be smaller than dim size"
      %13 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %13, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%10, %11] : tensor<3x5xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x1xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<3x1xf32>) outs(%4 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.negf %in : f32
      linalg.yield %10 : f32
    } -> tensor<3x1xf32>
    %collapsed = tensor.collapse_shape %7 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %8 = tensor.empty() : tensor<3xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel"]} ins(%1, %collapsed, %cst_0 : tensor<3xi1>, tensor<3xf32>, tensor<i64>) outs(%8 : tensor<3xf32>) {
    ^bb0(%in: i1, %in_1: f32, %in_2: i64, %out: f32):
      %10 = arith.sitofp %in_2 : i64 to f32
      %11 = arith.select %in, %in_1, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<3xf32>
    return %9 : tensor<3xf32>
  }
}
