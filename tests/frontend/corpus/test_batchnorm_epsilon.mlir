#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module {
  func.func @test_batchnorm_epsilon(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
    %cst = arith.constant 0.00999999977 : f32
    %expanded = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %expanded_0 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %0 = tensor.empty() : tensor<1x3x1x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_0 : tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.addf %in, %cst : f32
      linalg.yield %8 : f32
    } -> tensor<1x3x1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x3x1x1xf32>) outs(%0 : tensor<1x3x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.rsqrt %in : f32
      linalg.yield %8 : f32
    } -> tensor<1x3x1x1xf32>
    %3 = tensor.empty() : tensor<2x3x4x5xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>) outs(%3 : tensor<2x3x4x5xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %8 = arith.subf %in, %in_3 : f32
      linalg.yield %8 : f32
    } -> tensor<2x3x4x5xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %2 : tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>) outs(%3 : tensor<2x3x4x5xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %8 = arith.mulf %in, %in_3 : f32
      linalg.yield %8 : f32
    } -> tensor<2x3x4x5xf32>
    %expanded_1 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_1 : tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>) outs(%3 : tensor<2x3x4x5xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %8 = arith.mulf %in, %in_3 : f32
      linalg.yield %8 : f32
    } -> tensor<2x3x4x5xf32>
    %expanded_2 = tensor.expand_shape %arg2 [[0, 1, 2, 3]] output_shape [1, 3, 1, 1] : tensor<3xf32> into tensor<1x3x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_2 : tensor<2x3x4x5xf32>, tensor<1x3x1x1xf32>) outs(%3 : tensor<2x3x4x5xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %8 = arith.addf %in, %in_3 : f32
      linalg.yield %8 : f32
    } -> tensor<2x3x4x5xf32>
    return %7 : tensor<2x3x4x5xf32>
  }
}
