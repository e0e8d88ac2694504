#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @test_flexattention_fp16_expanded_ver26(%arg0: tensor<2x4x8x16xf16>, %arg1: tensor<2x4x6x16xf16>, %arg2: tensor<2x4x6x16xf16>) -> tensor<2x4x8x16xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.600000e+01> : tensor<f32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%cst_1 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_2, %1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %35 = arith.divf %in, %in_8 : f32
      linalg.yield %35 : f32
    } -> tensor<f32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%2 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<f32>
    %4 = tensor.empty() : tensor<f16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%3 : tensor<f32>) outs(%4 : tensor<f16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<f16>
    %6 = tensor.empty() : tensor<2x4x8x16xf16>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<2x4x8x16xf16>, tensor<f16>) outs(%6 : tensor<2x4x8x16xf16>) {
    ^bb0(%in: f16, %in_8: f16, %out: f16):
      %35 = arith.mulf %in, %in_8 : f16
      linalg.yield %35 : f16
    } -> tensor<2x4x8x16xf16>
    %8 = tensor.empty() : tensor<2x4x6x16xf16>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %5 : tensor<2x4x6x16xf16>, tensor<f16>) outs(%8 : tensor<2x4x6x16xf16>) {
    ^bb0(%in: f16, %in_8: f16, %out: f16):
      %35 = arith.mulf %in, %in_8 : f16
      linalg.yield %35 : f16
    } -> tensor<2x4x6x16xf16>
    %10 = tensor.empty() : tensor<2x4x16x6xf16>
    %transposed = linalg.transpose ins(%9 : tensor<2x4x6x16xf16>) outs(%10 : tensor<2x4x16x6xf16>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %7 [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
    %collapsed_3 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x16x6xf16> into tensor<8x16x6xf16>
    %11 = tensor.empty() : tensor<8x8x6xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<8x8x6xf32>) -> tensor<8x8x6xf32>
    %13 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x8x16xf16>, tensor<8x16x6xf16>) outs(%12 : tensor<8x8x6xf32>) -> tensor<8x8x6xf32>
    %14 = tensor.empty() : tensor<8x8x6xf16>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<8x8x6xf32>) outs(%14 : tensor<8x8x6xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<8x8x6xf16>
    %expanded = tensor.expand_shape %15 [[0, 1], [2], [3]] output_shape [2, 4, 8, 6] : tensor<8x8x6xf16> into tensor<2x4x8x6xf16>
    %16 = tensor.empty() : tensor<2x4x8x6xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x8x6xf16>) outs(%16 : tensor<2x4x8x6xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<2x4x8x6xf32>
    %18 = tensor.empty() : tensor<2x4x8xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %20 = tensor.empty() : tensor<2x4x8xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %22:2 = linalg.generic {indexing_maps = [#map1, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x4x8x6xf32>) outs(%21, %19 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_8: i64):
      %35 = linalg.index 3 : index
      %36 = arith.index_cast %35 : index to i64
      %37 = arith.maximumf %in, %out : f32
      %38 = arith.cmpf ogt, %in, %out : f32
      %39 = arith.select %38, %36, %out_8 : i64
      linalg.yield %37, %39 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_4 = tensor.expand_shape %22#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_4 : tensor<2x4x8x6xf32>, tensor<2x4x8x1xf32>) outs(%16 : tensor<2x4x8x6xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %35 = arith.subf %in, %in_8 : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x8x6xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x4x8x6xf32>) outs(%16 : tensor<2x4x8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.exp %in : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x8x6xf32>
    %25 = tensor.empty() : tensor<2x4x8x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x4x8x6xf32>) outs(%26 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<2x4x8x6xf32>, tensor<2x4x8x1xf32>) outs(%16 : tensor<2x4x8x6xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %35 = arith.divf %in, %in_8 : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x8x6xf32>
    %29 = tensor.empty() : tensor<2x4x6x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x4x6x16xf16>) outs(%29 : tensor<2x4x6x16xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<2x4x6x16xf32>
    %collapsed_5 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<2x4x8x6xf32> into tensor<8x8x6xf32>
    %collapsed_6 = tensor.collapse_shape %30 [[0, 1], [2], [3]] : tensor<2x4x6x16xf32> into tensor<8x6x16xf32>
    %31 = tensor.empty() : tensor<8x8x16xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %33 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<8x8x6xf32>, tensor<8x6x16xf32>) outs(%32 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_7 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<2x4x8x16xf32>) outs(%6 : tensor<2x4x8x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<2x4x8x16xf16>
    return %34 : tensor<2x4x8x16xf16>
  }
}
