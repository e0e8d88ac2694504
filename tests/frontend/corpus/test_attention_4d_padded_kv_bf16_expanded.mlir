#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @test_attention_4d_padded_kv_bf16_expanded(%arg0: tensor<2x3x4x8xbf16>, %arg1: tensor<2x3x6x8xbf16>, %arg2: tensor<2x3x6x8xbf16>, %arg3: tensor<2x3x4x4xbf16>, %arg4: tensor<2xi64>) -> tensor<2x3x4x8xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1xbf16>
    %cst_3 = arith.constant dense<0xFF80> : tensor<1xbf16>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_5 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_7 = arith.constant dense<8.000000e+00> : tensor<1xf32>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.sqrt %in : f32
      linalg.yield %54 : f32
    } -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%cst_6, %1 : tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %54 = arith.divf %in, %in_17 : f32
      linalg.yield %54 : f32
    } -> tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.sqrt %in : f32
      linalg.yield %54 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<1xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<1xf32>) outs(%4 : tensor<1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %54 = arith.truncf %in : f32 to bf16
      linalg.yield %54 : bf16
    } -> tensor<1xbf16>
    %padded = tensor.pad %arg3 low[0, 0, 0, 0] high[0, 0, 0, 2] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst_1 : bf16
    } : tensor<2x3x4x4xbf16> to tensor<2x3x4x6xbf16>
    %expanded = tensor.expand_shape %arg4 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %6 = tensor.empty() : tensor<6xi64>
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%6 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %54 = linalg.index 0 : index
      %55 = arith.index_cast %54 : index to i64
      linalg.yield %55 : i64
    } -> tensor<6xi64>
    %8 = tensor.empty() : tensor<2x6xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %expanded : tensor<6xi64>, tensor<2x1xi64>) outs(%8 : tensor<2x6xi1>) {
    ^bb0(%in: i64, %in_17: i64, %out: i1):
      %54 = arith.cmpi slt, %in, %in_17 : i64
      linalg.yield %54 : i1
    } -> tensor<2x6xi1>
    %10 = tensor.empty() : tensor<2x6xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_4, %cst_5 : tensor<2x6xi1>, tensor<1xf32>, tensor<1xf32>) outs(%10 : tensor<2x6xf32>) {
    ^bb0(%in: i1, %in_17: f32, %in_18: f32, %out: f32):
      %54 = arith.select %in, %in_17, %in_18 : f32
      linalg.yield %54 : f32
    } -> tensor<2x6xf32>
    %expanded_8 = tensor.expand_shape %11 [[0], [1, 2, 3]] output_shape [2, 1, 1, 6] : tensor<2x6xf32> into tensor<2x1x1x6xf32>
    %12 = tensor.empty() : tensor<2x1x1x6xbf16>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<2x1x1x6xf32>) outs(%12 : tensor<2x1x1x6xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %54 = arith.truncf %in : f32 to bf16
      linalg.yield %54 : bf16
    } -> tensor<2x1x1x6xbf16>
    %14 = tensor.empty() : tensor<2x3x4x6xbf16>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded, %13 : tensor<2x3x4x6xbf16>, tensor<2x1x1x6xbf16>) outs(%14 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: bf16, %in_17: bf16, %out: bf16):
      %54 = arith.addf %in, %in_17 : bf16
      linalg.yield %54 : bf16
    } -> tensor<2x3x4x6xbf16>
    %16 = tensor.empty() : tensor<2x3x1x6x8xbf16>
    %17 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x3x6x8xbf16>) outs(%16 : tensor<2x3x1x6x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x3x1x6x8xbf16>
    %18 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x3x6x8xbf16>) outs(%16 : tensor<2x3x1x6x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x3x1x6x8xbf16>
    %collapsed = tensor.collapse_shape %17 [[0], [1], [2, 3], [4]] : tensor<2x3x1x6x8xbf16> into tensor<2x3x6x8xbf16>
    %19 = tensor.empty() : tensor<2x3x8x6xbf16>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x3x6x8xbf16>) outs(%19 : tensor<2x3x8x6xbf16>) permutation = [0, 1, 3, 2] 
    %20 = tensor.empty() : tensor<2x3x4x8xbf16>
    %21 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<2x3x4x8xbf16>, tensor<1xbf16>) outs(%20 : tensor<2x3x4x8xbf16>) {
    ^bb0(%in: bf16, %in_17: bf16, %out: bf16):
      %54 = arith.mulf %in, %in_17 : bf16
      linalg.yield %54 : bf16
    } -> tensor<2x3x4x8xbf16>
    %22 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %5 : tensor<2x3x8x6xbf16>, tensor<1xbf16>) outs(%19 : tensor<2x3x8x6xbf16>) {
    ^bb0(%in: bf16, %in_17: bf16, %out: bf16):
      %54 = arith.mulf %in, %in_17 : bf16
      linalg.yield %54 : bf16
    } -> tensor<2x3x8x6xbf16>
    %collapsed_9 = tensor.collapse_shape %21 [[0, 1], [2], [3]] : tensor<2x3x4x8xbf16> into tensor<6x4x8xbf16>
    %collapsed_10 = tensor.collapse_shape %22 [[0, 1], [2], [3]] : tensor<2x3x8x6xbf16> into tensor<6x8x6xbf16>
    %23 = tensor.empty() : tensor<6x4x6xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
    %25 = linalg.batch_matmul ins(%collapsed_9, %collapsed_10 : tensor<6x4x8xbf16>, tensor<6x8x6xbf16>) outs(%24 : tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
    %26 = tensor.empty() : tensor<6x4x6xbf16>
    %27 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<6x4x6xf32>) outs(%26 : tensor<6x4x6xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %54 = arith.truncf %in : f32 to bf16
      linalg.yield %54 : bf16
    } -> tensor<6x4x6xbf16>
    %expanded_11 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [2, 3, 4, 6] : tensor<6x4x6xbf16> into tensor<2x3x4x6xbf16>
    %28 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %15 : tensor<2x3x4x6xbf16>, tensor<2x3x4x6xbf16>) outs(%14 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: bf16, %in_17: bf16, %out: bf16):
      %54 = arith.addf %in, %in_17 : bf16
      linalg.yield %54 : bf16
    } -> tensor<2x3x4x6xbf16>
    %29 = tensor.empty() : tensor<2x3x4x6xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x3x4x6xbf16>) outs(%29 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %54 = arith.extf %in : bf16 to f32
      linalg.yield %54 : f32
    } -> tensor<2x3x4x6xf32>
    %31 = tensor.empty() : tensor<2x3x4xi64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
    %33 = tensor.empty() : tensor<2x3x4xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %35:2 = linalg.generic {indexing_maps = [#map5, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<2x3x4x6xf32>) outs(%34, %32 : tensor<2x3x4xf32>, tensor<2x3x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_17: i64):
      %54 = linalg.index 3 : index
      %55 = arith.index_cast %54 : index to i64
      %56 = arith.maximumf %in, %out : f32
      %57 = arith.cmpf ogt, %in, %out : f32
      %58 = arith.select %57, %55, %out_17 : i64
      linalg.yield %56, %58 : f32, i64
    } -> (tensor<2x3x4xf32>, tensor<2x3x4xi64>)
    %expanded_12 = tensor.expand_shape %35#0 [[0], [1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<2x3x4xf32> into tensor<2x3x4x1xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_12 : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%29 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %54 = arith.subf %in, %in_17 : f32
      linalg.yield %54 : f32
    } -> tensor<2x3x4x6xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x3x4x6xf32>) outs(%29 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.exp %in : f32
      linalg.yield %54 : f32
    } -> tensor<2x3x4x6xf32>
    %38 = tensor.empty() : tensor<2x3x4x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<2x3x4x1xf32>) -> tensor<2x3x4x1xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x3x4x6xf32>) outs(%39 : tensor<2x3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<2x3x4x1xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%29 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %54 = arith.divf %in, %in_17 : f32
      linalg.yield %54 : f32
    } -> tensor<2x3x4x6xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<2x3x4x6xf32>) outs(%14 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %54 = arith.truncf %in : f32 to bf16
      linalg.yield %54 : bf16
    } -> tensor<2x3x4x6xbf16>
    %43 = tensor.empty() : tensor<2x3x4xbf16>
    %44 = linalg.fill ins(%cst_1 : bf16) outs(%43 : tensor<2x3x4xbf16>) -> tensor<2x3x4xbf16>
    %45:2 = linalg.generic {indexing_maps = [#map5, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<2x3x4x6xbf16>) outs(%44, %32 : tensor<2x3x4xbf16>, tensor<2x3x4xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_17: i64):
      %54 = linalg.index 3 : index
      %55 = arith.index_cast %54 : index to i64
      %56 = arith.maximumf %in, %out : bf16
      %57 = arith.cmpf ogt, %in, %out : bf16
      %58 = arith.select %57, %55, %out_17 : i64
      linalg.yield %56, %58 : bf16, i64
    } -> (tensor<2x3x4xbf16>, tensor<2x3x4xi64>)
    %expanded_13 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<2x3x4xbf16> into tensor<2x3x4x1xbf16>
    %46 = tensor.empty() : tensor<2x3x4x1xi1>
    %47 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %cst_3 : tensor<2x3x4x1xbf16>, tensor<1xbf16>) outs(%46 : tensor<2x3x4x1xi1>) {
    ^bb0(%in: bf16, %in_17: bf16, %out: i1):
      %54 = arith.cmpf oeq, %in, %in_17 : bf16
      linalg.yield %54 : i1
    } -> tensor<2x3x4x1xi1>
    %48 = linalg.generic {indexing_maps = [#map12, #map9, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %cst_2, %42 : tensor<2x3x4x1xi1>, tensor<1xbf16>, tensor<2x3x4x6xbf16>) outs(%14 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: i1, %in_17: bf16, %in_18: bf16, %out: bf16):
      %54 = arith.select %in, %in_17, %in_18 : bf16
      linalg.yield %54 : bf16
    } -> tensor<2x3x4x6xbf16>
    %collapsed_14 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x3x4x6xbf16> into tensor<6x4x6xbf16>
    %collapsed_15 = tensor.collapse_shape %18 [[0, 1], [2, 3], [4]] : tensor<2x3x1x6x8xbf16> into tensor<6x6x8xbf16>
    %49 = tensor.empty() : tensor<6x4x8xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<6x4x8xf32>) -> tensor<6x4x8xf32>
    %51 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<6x4x6xbf16>, tensor<6x6x8xbf16>) outs(%50 : tensor<6x4x8xf32>) -> tensor<6x4x8xf32>
    %52 = tensor.empty() : tensor<6x4x8xbf16>
    %53 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<6x4x8xf32>) outs(%52 : tensor<6x4x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %54 = arith.truncf %in : f32 to bf16
      linalg.yield %54 : bf16
    } -> tensor<6x4x8xbf16>
    %expanded_16 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 3, 4, 8] : tensor<6x4x8xbf16> into tensor<2x3x4x8xbf16>
    return %expanded_16 : tensor<2x3x4x8xbf16>
  }
}
