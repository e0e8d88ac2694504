#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (0)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1) -> (d0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
module {
  func.func @test_attention_4d_causal_bf16_expanded(%arg0: tensor<2x3x4x8xbf16>, %arg1: tensor<2x3x6x8xbf16>, %arg2: tensor<2x3x6x8xbf16>) -> tensor<2x3x4x8xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<4x6xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1xbf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<1xbf16>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_8 = arith.constant dense<8.000000e+00> : tensor<1xf32>
    %cst_9 = arith.constant dense<0> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_8 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = math.sqrt %in : f32
      linalg.yield %59 : f32
    } -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%cst_7, %1 : tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %59 = arith.divf %in, %in_19 : f32
      linalg.yield %59 : f32
    } -> tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = math.sqrt %in : f32
      linalg.yield %59 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<1xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<1xf32>) outs(%4 : tensor<1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %59 = arith.truncf %in : f32 to bf16
      linalg.yield %59 : bf16
    } -> tensor<1xbf16>
    %6 = tensor.empty() : tensor<4xi64>
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%6 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %59 = linalg.index 0 : index
      %60 = arith.index_cast %59 : index to i64
      linalg.yield %60 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %8 = tensor.empty() : tensor<6xi64>
    %9 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%8 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %59 = linalg.index 0 : index
      %60 = arith.index_cast %59 : index to i64
      linalg.yield %60 : i64
    } -> tensor<6xi64>
    %expanded_10 = tensor.expand_shape %9 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %10 = tensor.empty() : tensor<4x1xi64>
    %11 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %cst_9 : tensor<4x1xi64>, tensor<1xi64>) outs(%10 : tensor<4x1xi64>) {
    ^bb0(%in: i64, %in_19: i64, %out: i64):
      %59 = arith.addi %in, %in_19 : i64
      linalg.yield %59 : i64
    } -> tensor<4x1xi64>
    %12 = tensor.empty() : tensor<4x6xi1>
    %13 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %expanded_10 : tensor<4x1xi64>, tensor<1x6xi64>) outs(%12 : tensor<4x6xi1>) {
    ^bb0(%in: i64, %in_19: i64, %out: i1):
      %59 = arith.cmpi slt, %in, %in_19 : i64
      linalg.yield %59 : i1
    } -> tensor<4x6xi1>
    %14 = tensor.empty() : tensor<4x6xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map5, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_6, %cst_5 : tensor<4x6xi1>, tensor<1xf32>, tensor<1xf32>) outs(%14 : tensor<4x6xf32>) {
    ^bb0(%in: i1, %in_19: f32, %in_20: f32, %out: f32):
      %59 = arith.select %in, %in_19, %in_20 : f32
      linalg.yield %59 : f32
    } -> tensor<4x6xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %15 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%14 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %59 = arith.addf %in, %in_19 : f32
      linalg.yield %59 : f32
    } -> tensor<4x6xf32>
    %17 = tensor.empty() : tensor<4x6xbf16>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<4x6xf32>) outs(%17 : tensor<4x6xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %59 = arith.truncf %in : f32 to bf16
      linalg.yield %59 : bf16
    } -> tensor<4x6xbf16>
    %19 = tensor.empty() : tensor<2x3x1x6x8xbf16>
    %20 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x3x6x8xbf16>) outs(%19 : tensor<2x3x1x6x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x3x1x6x8xbf16>
    %21 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x3x6x8xbf16>) outs(%19 : tensor<2x3x1x6x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x3x1x6x8xbf16>
    %collapsed = tensor.collapse_shape %20 [[0], [1], [2, 3], [4]] : tensor<2x3x1x6x8xbf16> into tensor<2x3x6x8xbf16>
    %22 = tensor.empty() : tensor<2x3x8x6xbf16>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x3x6x8xbf16>) outs(%22 : tensor<2x3x8x6xbf16>) permutation = [0, 1, 3, 2] 
    %23 = tensor.empty() : tensor<2x3x4x8xbf16>
    %24 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<2x3x4x8xbf16>, tensor<1xbf16>) outs(%23 : tensor<2x3x4x8xbf16>) {
    ^bb0(%in: bf16, %in_19: bf16, %out: bf16):
      %59 = arith.mulf %in, %in_19 : bf16
      linalg.yield %59 : bf16
    } -> tensor<2x3x4x8xbf16>
    %25 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %5 : tensor<2x3x8x6xbf16>, tensor<1xbf16>) outs(%22 : tensor<2x3x8x6xbf16>) {
    ^bb0(%in: bf16, %in_19: bf16, %out: bf16):
      %59 = arith.mulf %in, %in_19 : bf16
      linalg.yield %59 : bf16
    } -> tensor<2x3x8x6xbf16>
    %collapsed_11 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<2x3x4x8xbf16> into tensor<6x4x8xbf16>
    %collapsed_12 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<2x3x8x6xbf16> into tensor<6x8x6xbf16>
    %26 = tensor.empty() : tensor<6x4x6xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
    %28 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<6x4x8xbf16>, tensor<6x8x6xbf16>) outs(%27 : tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
    %29 = tensor.empty() : tensor<6x4x6xbf16>
    %30 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<6x4x6xf32>) outs(%29 : tensor<6x4x6xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %59 = arith.truncf %in : f32 to bf16
      linalg.yield %59 : bf16
    } -> tensor<6x4x6xbf16>
    %expanded_13 = tensor.expand_shape %30 [[0, 1], [2], [3]] output_shape [2, 3, 4, 6] : tensor<6x4x6xbf16> into tensor<2x3x4x6xbf16>
    %31 = tensor.empty() : tensor<2x3x4x6xbf16>
    %32 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %18 : tensor<2x3x4x6xbf16>, tensor<4x6xbf16>) outs(%31 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: bf16, %in_19: bf16, %out: bf16):
      %59 = arith.addf %in, %in_19 : bf16
      linalg.yield %59 : bf16
    } -> tensor<2x3x4x6xbf16>
    %33 = tensor.empty() : tensor<2x3x4x6xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<2x3x4x6xbf16>) outs(%33 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %59 = arith.extf %in : bf16 to f32
      linalg.yield %59 : f32
    } -> tensor<2x3x4x6xf32>
    %35 = tensor.empty() : tensor<2x3x4xi64>
    %36 = linalg.fill ins(%c0_i64 : i64) outs(%35 : tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
    %37 = tensor.empty() : tensor<2x3x4xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %39:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<2x3x4x6xf32>) outs(%38, %36 : tensor<2x3x4xf32>, tensor<2x3x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_19: i64):
      %59 = linalg.index 3 : index
      %60 = arith.index_cast %59 : index to i64
      %61 = arith.maximumf %in, %out : f32
      %62 = arith.cmpf ogt, %in, %out : f32
      %63 = arith.select %62, %60, %out_19 : i64
      linalg.yield %61, %63 : f32, i64
    } -> (tensor<2x3x4xf32>, tensor<2x3x4xi64>)
    %expanded_14 = tensor.expand_shape %39#0 [[0], [1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<2x3x4xf32> into tensor<2x3x4x1xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_14 : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%33 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %59 = arith.subf %in, %in_19 : f32
      linalg.yield %59 : f32
    } -> tensor<2x3x4x6xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x3x4x6xf32>) outs(%33 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = math.exp %in : f32
      linalg.yield %59 : f32
    } -> tensor<2x3x4x6xf32>
    %42 = tensor.empty() : tensor<2x3x4x1xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<2x3x4x1xf32>) -> tensor<2x3x4x1xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x3x4x6xf32>) outs(%43 : tensor<2x3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = arith.addf %in, %out : f32
      linalg.yield %59 : f32
    } -> tensor<2x3x4x1xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%33 : tensor<2x3x4x6xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %59 = arith.divf %in, %in_19 : f32
      linalg.yield %59 : f32
    } -> tensor<2x3x4x6xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x3x4x6xf32>) outs(%31 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %59 = arith.truncf %in : f32 to bf16
      linalg.yield %59 : bf16
    } -> tensor<2x3x4x6xbf16>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<4xi64>) -> tensor<4xi64>
    %48 = tensor.empty() : tensor<4xbf16>
    %49 = linalg.fill ins(%cst_1 : bf16) outs(%48 : tensor<4xbf16>) -> tensor<4xbf16>
    %50:2 = linalg.generic {indexing_maps = [#map1, #map14, #map14], iterator_types = ["parallel", "reduction"]} ins(%18 : tensor<4x6xbf16>) outs(%49, %47 : tensor<4xbf16>, tensor<4xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_19: i64):
      %59 = linalg.index 1 : index
      %60 = arith.index_cast %59 : index to i64
      %61 = arith.maximumf %in, %out : bf16
      %62 = arith.cmpf ogt, %in, %out : bf16
      %63 = arith.select %62, %60, %out_19 : i64
      linalg.yield %61, %63 : bf16, i64
    } -> (tensor<4xbf16>, tensor<4xi64>)
    %expanded_15 = tensor.expand_shape %50#0 [[0, 1]] output_shape [4, 1] : tensor<4xbf16> into tensor<4x1xbf16>
    %51 = tensor.empty() : tensor<4x1xi1>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_15, %cst_4 : tensor<4x1xbf16>, tensor<1xbf16>) outs(%51 : tensor<4x1xi1>) {
    ^bb0(%in: bf16, %in_19: bf16, %out: i1):
      %59 = arith.cmpf oeq, %in, %in_19 : bf16
      linalg.yield %59 : i1
    } -> tensor<4x1xi1>
    %53 = linalg.generic {indexing_maps = [#map15, #map9, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %cst_3, %46 : tensor<4x1xi1>, tensor<1xbf16>, tensor<2x3x4x6xbf16>) outs(%31 : tensor<2x3x4x6xbf16>) {
    ^bb0(%in: i1, %in_19: bf16, %in_20: bf16, %out: bf16):
      %59 = arith.select %in, %in_19, %in_20 : bf16
      linalg.yield %59 : bf16
    } -> tensor<2x3x4x6xbf16>
    %collapsed_16 = tensor.collapse_shape %53 [[0, 1], [2], [3]] : tensor<2x3x4x6xbf16> into tensor<6x4x6xbf16>
    %collapsed_17 = tensor.collapse_shape %21 [[0, 1], [2, 3], [4]] : tensor<2x3x1x6x8xbf16> into tensor<6x6x8xbf16>
    %54 = tensor.empty() : tensor<6x4x8xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<6x4x8xf32>) -> tensor<6x4x8xf32>
    %56 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<6x4x6xbf16>, tensor<6x6x8xbf16>) outs(%55 : tensor<6x4x8xf32>) -> tensor<6x4x8xf32>
    %57 = tensor.empty() : tensor<6x4x8xbf16>
    %58 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<6x4x8xf32>) outs(%57 : tensor<6x4x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %59 = arith.truncf %in : f32 to bf16
      linalg.yield %59 : bf16
    } -> tensor<6x4x8xbf16>
    %expanded_18 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 3, 4, 8] : tensor<6x4x8xbf16> into tensor<2x3x4x8xbf16>
    return %expanded_18 : tensor<2x3x4x8xbf16>
  }
}
