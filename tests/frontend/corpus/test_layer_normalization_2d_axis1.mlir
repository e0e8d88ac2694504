#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_layer_normalization_2d_axis1(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x1xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %0 = tensor.empty() : tensor<3x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x1xf32>) -> tensor<3x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x4xf32>) outs(%1 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<3x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<3x1xf32>) outs(%0 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_0 : f32
      linalg.yield %16 : f32
    } -> tensor<3x1xf32>
    %4 = tensor.empty() : tensor<3x4xf32>
    %collapsed = tensor.collapse_shape %3 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<3xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %5 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.subf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<3x4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %6 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.mulf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<3x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<3x4xf32>) outs(%1 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<3x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<3x1xf32>) outs(%0 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_0 : f32
      linalg.yield %16 : f32
    } -> tensor<3x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<3x1xf32>) outs(%0 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %cst_1 : f32
      linalg.yield %16 : f32
    } -> tensor<3x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<3x1xf32>) outs(%0 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.rsqrt %in : f32
      linalg.yield %16 : f32
    } -> tensor<3x1xf32>
    %collapsed_2 = tensor.collapse_shape %11 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_2 : tensor<3xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %12 : tensor<3x4xf32>, tensor<3x4xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.mulf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<3x4xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %arg1 : tensor<3x4xf32>, tensor<4xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.mulf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<3x4xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %arg2 : tensor<3x4xf32>, tensor<4xf32>) outs(%4 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.addf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<3x4xf32>
    return %15, %3, %11 : tensor<3x4xf32>, tensor<3x1xf32>, tensor<3x1xf32>
  }
}
