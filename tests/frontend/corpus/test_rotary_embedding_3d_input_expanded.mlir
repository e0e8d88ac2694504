#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_rotary_embedding_3d_input_expanded(%arg0: tensor<2x3x32xf32>, %arg1: tensor<50x4xf32>, %arg2: tensor<50x4xf32>, %arg3: tensor<2x3xi64>) -> tensor<2x3x32xf32> {
    %c50_i64 = arith.constant 50 : i64
    %c0_i64 = arith.constant 0 : i64
    %c8 = arith.constant 8 : index
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, 3, 4, 8] : tensor<2x3x32xf32> into tensor<2x3x4x8xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, %c8] [2, 3, 4, 0] [1, 1, 1, 1] : tensor<2x3x4x8xf32> to tensor<2x3x4x0xf32>
    %cast = tensor.cast %extracted_slice : tensor<2x3x4x0xf32> to tensor<2x3x4x?xf32>
    %0 = tensor.empty() : tensor<2x3xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<2x3xi64>) outs(%0 : tensor<2x3xi1>) {
    ^bb0(%in: i64, %out: i1):
      %15 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %15 : i1
    } -> tensor<2x3xi1>
    %2 = tensor.empty() : tensor<2x3xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<2x3xi64>) outs(%2 : tensor<2x3xi64>) {
    ^bb0(%in: i64, %out: i64):
      %15 = arith.addi %in, %c50_i64 : i64
      linalg.yield %15 : i64
    } -> tensor<2x3xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg3 : tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) outs(%2 : tensor<2x3xi64>) {
    ^bb0(%in: i1, %in_7: i64, %in_8: i64, %out: i64):
      %15 = arith.select %in, %in_7, %in_8 : i64
      linalg.yield %15 : i64
    } -> tensor<2x3xi64>
    %collapsed = tensor.collapse_shape %4 [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
    %5 = tensor.empty() : tensor<6x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<6xi64>) outs(%5 : tensor<6x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %15 = arith.index_cast %in : i64 to index
      %16 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%15, %16] : tensor<50x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<6x4xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<6xi64>) outs(%5 : tensor<6x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %15 = arith.index_cast %in : i64 to index
      %16 = linalg.index 1 : index
      %extracted = tensor.extract %arg2[%15, %16] : tensor<50x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<6x4xf32>
    %expanded_0 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [2, 3, 1, 4] : tensor<6x4xf32> into tensor<2x3x1x4xf32>
    %expanded_1 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [2, 3, 1, 4] : tensor<6x4xf32> into tensor<2x3x1x4xf32>
    %extracted_slice_2 = tensor.extract_slice %expanded[0, 0, 0, 0] [2, 3, 4, 4] [1, 1, 1, 1] : tensor<2x3x4x8xf32> to tensor<2x3x4x4xf32>
    %extracted_slice_3 = tensor.extract_slice %expanded[0, 0, 0, 4] [2, 3, 4, 4] [1, 1, 1, 1] : tensor<2x3x4x8xf32> to tensor<2x3x4x4xf32>
    %8 = tensor.empty() : tensor<2x3x4x4xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_0, %extracted_slice_2 : tensor<2x3x1x4xf32>, tensor<2x3x4x4xf32>) outs(%8 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %15 = arith.mulf %in, %in_7 : f32
      linalg.yield %15 : f32
    } -> tensor<2x3x4x4xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1, %extracted_slice_3 : tensor<2x3x1x4xf32>, tensor<2x3x4x4xf32>) outs(%8 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %15 = arith.mulf %in, %in_7 : f32
      linalg.yield %15 : f32
    } -> tensor<2x3x4x4xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %10 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%8 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %15 = arith.subf %in, %in_7 : f32
      linalg.yield %15 : f32
    } -> tensor<2x3x4x4xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1, %extracted_slice_2 : tensor<2x3x1x4xf32>, tensor<2x3x4x4xf32>) outs(%8 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %15 = arith.mulf %in, %in_7 : f32
      linalg.yield %15 : f32
    } -> tensor<2x3x4x4xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_0, %extracted_slice_3 : tensor<2x3x1x4xf32>, tensor<2x3x4x4xf32>) outs(%8 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %15 = arith.mulf %in, %in_7 : f32
      linalg.yield %15 : f32
    } -> tensor<2x3x4x4xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %13 : tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) outs(%8 : tensor<2x3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %15 = arith.addf %in, %in_7 : f32
      linalg.yield %15 : f32
    } -> tensor<2x3x4x4xf32>
    %concat = tensor.concat dim(3) %11, %14 : (tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) -> tensor<2x3x4x8xf32>
    %concat_4 = tensor.concat dim(3) %concat, %cast : (tensor<2x3x4x8xf32>, tensor<2x3x4x?xf32>) -> tensor<2x3x4x?xf32>
    %collapsed_5 = tensor.collapse_shape %concat_4 [[0], [1], [2, 3]] : tensor<2x3x4x?xf32> into tensor<2x3x?xf32>
    %cast_6 = tensor.cast %collapsed_5 : tensor<2x3x?xf32> to tensor<2x3x32xf32>
    return %cast_6 : tensor<2x3x32xf32>
  }
}
