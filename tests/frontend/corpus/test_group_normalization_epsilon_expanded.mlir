#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, 0)>
module {
  func.func @test_group_normalization_epsilon_expanded(%arg0: tensor<3x4x2x2xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<3x4x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.00999999977> : tensor<1xf32>
    %cst_1 = arith.constant 8.000000e+00 : f32
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2], [3], [4]] output_shape [3, 2, 2, 2, 2] : tensor<3x4x2x2xf32> into tensor<3x2x2x2x2xf32>
    %collapsed = tensor.collapse_shape %expanded [[0], [1], [2, 3, 4]] : tensor<3x2x2x2x2xf32> into tensor<3x2x8xf32>
    %0 = tensor.empty() : tensor<3x2x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x2x1xf32>) -> tensor<3x2x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed : tensor<3x2x8xf32>) outs(%1 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<3x2x1xf32>) outs(%0 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst_1 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %4 = tensor.empty() : tensor<3x2x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %collapsed : tensor<3x2x8xf32>, tensor<3x2x8xf32>) outs(%4 : tensor<3x2x8xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<3x2x8xf32>) outs(%1 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<3x2x1xf32>) outs(%0 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst_1 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %3 : tensor<3x2x1xf32>, tensor<3x2x1xf32>) outs(%0 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %8 : tensor<3x2x1xf32>, tensor<3x2x1xf32>) outs(%0 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.subf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %cst_0 : tensor<3x2x1xf32>, tensor<1xf32>) outs(%0 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.addf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<3x2x1xf32>) outs(%0 : tensor<3x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.sqrt %in : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %3 : tensor<3x2x8xf32>, tensor<3x2x1xf32>) outs(%4 : tensor<3x2x8xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.subf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %11 : tensor<3x2x8xf32>, tensor<3x2x1xf32>) outs(%4 : tensor<3x2x8xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.divf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x8xf32>
    %collapsed_2 = tensor.collapse_shape %13 [[0], [1, 2]] : tensor<3x2x8xf32> into tensor<3x16xf32>
    %expanded_3 = tensor.expand_shape %collapsed_2 [[0], [1, 2]] output_shape [3, 4, 4] : tensor<3x16xf32> into tensor<3x4x4xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %14 = tensor.empty() : tensor<3x4x4xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4, %expanded_3 : tensor<1x4x1xf32>, tensor<3x4x4xf32>) outs(%14 : tensor<3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x4x4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %expanded_5 : tensor<3x4x4xf32>, tensor<1x4x1xf32>) outs(%14 : tensor<3x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.addf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<3x4x4xf32>
    %expanded_6 = tensor.expand_shape %16 [[0], [1], [2, 3]] output_shape [3, 4, 2, 2] : tensor<3x4x4xf32> into tensor<3x4x2x2xf32>
    return %expanded_6 : tensor<3x4x2x2xf32>
  }
}
