#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
module {
  func.func @test_attention_24_qk_matmul_output_mode3_softmax_precision_expanded(%arg0: tensor<1x2x2x8xf16>, %arg1: tensor<1x2x2x8xf16>, %arg2: tensor<1x2x2x8xf16>, %arg3: tensor<2x2xi1>) -> (tensor<1x2x2x8xf16>, tensor<1x2x2x2xf16>) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0xFC00 : f16
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1xf16>
    %cst_3 = arith.constant dense<0xFC00> : tensor<1xf16>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_5 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_7 = arith.constant dense<8.000000e+00> : tensor<1xf32>
    %cst_8 = arith.constant dense<[1, 2, 2, 8]> : tensor<4xi64>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = math.sqrt %in : f32
      linalg.yield %51 : f32
    } -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%cst_6, %1 : tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %51 = arith.divf %in, %in_21 : f32
      linalg.yield %51 : f32
    } -> tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = math.sqrt %in : f32
      linalg.yield %51 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<1xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<1xf32>) outs(%4 : tensor<1xf16>) {
    ^bb0(%in: f32, %out: f16):
      %51 = arith.truncf %in : f32 to f16
      linalg.yield %51 : f16
    } -> tensor<1xf16>
    %6 = tensor.empty() : tensor<2x2xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3, %cst_4, %cst_5 : tensor<2x2xi1>, tensor<1xf32>, tensor<1xf32>) outs(%6 : tensor<2x2xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %51 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %51 : f32
    } -> tensor<2x2xf32>
    %8 = tensor.empty() : tensor<2x2xf16>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x2xf32>) outs(%8 : tensor<2x2xf16>) {
    ^bb0(%in: f32, %out: f16):
      %51 = arith.truncf %in : f32 to f16
      linalg.yield %51 : f16
    } -> tensor<2x2xf16>
    %expanded = tensor.expand_shape %arg1 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, 2, 8] : tensor<1x2x2x8xf16> into tensor<1x2x1x2x8xf16>
    %expanded_9 = tensor.expand_shape %arg2 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, 2, 8] : tensor<1x2x2x8xf16> into tensor<1x2x1x2x8xf16>
    %10 = tensor.empty() : tensor<1x2x1x2x8xf16>
    %collapsed = tensor.collapse_shape %expanded [[0, 1, 2], [3], [4]] : tensor<1x2x1x2x8xf16> into tensor<2x2x8xf16>
    %11 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x2x8xf16>) outs(%10 : tensor<1x2x1x2x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<1x2x1x2x8xf16>
    %cast = tensor.cast %11 : tensor<1x2x1x2x8xf16> to tensor<?x2x?x2x8xf16>
    %collapsed_10 = tensor.collapse_shape %expanded_9 [[0, 1, 2], [3], [4]] : tensor<1x2x1x2x8xf16> into tensor<2x2x8xf16>
    %12 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_10 : tensor<2x2x8xf16>) outs(%10 : tensor<1x2x1x2x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<1x2x1x2x8xf16>
    %cast_11 = tensor.cast %12 : tensor<1x2x1x2x8xf16> to tensor<?x2x?x2x8xf16>
    %reshape = tensor.reshape %cast(%cst_8) : (tensor<?x2x?x2x8xf16>, tensor<4xi64>) -> tensor<1x2x2x8xf16>
    %reshape_12 = tensor.reshape %cast_11(%cst_8) : (tensor<?x2x?x2x8xf16>, tensor<4xi64>) -> tensor<1x2x2x8xf16>
    %13 = tensor.empty() : tensor<1x2x8x2xf16>
    %transposed = linalg.transpose ins(%reshape : tensor<1x2x2x8xf16>) outs(%13 : tensor<1x2x8x2xf16>) permutation = [0, 1, 3, 2] 
    %14 = tensor.empty() : tensor<1x2x2x8xf16>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<1x2x2x8xf16>, tensor<1xf16>) outs(%14 : tensor<1x2x2x8xf16>) {
    ^bb0(%in: f16, %in_21: f16, %out: f16):
      %51 = arith.mulf %in, %in_21 : f16
      linalg.yield %51 : f16
    } -> tensor<1x2x2x8xf16>
    %16 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %5 : tensor<1x2x8x2xf16>, tensor<1xf16>) outs(%13 : tensor<1x2x8x2xf16>) {
    ^bb0(%in: f16, %in_21: f16, %out: f16):
      %51 = arith.mulf %in, %in_21 : f16
      linalg.yield %51 : f16
    } -> tensor<1x2x8x2xf16>
    %collapsed_13 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x2x2x8xf16> into tensor<2x2x8xf16>
    %collapsed_14 = tensor.collapse_shape %16 [[0, 1], [2], [3]] : tensor<1x2x8x2xf16> into tensor<2x8x2xf16>
    %17 = tensor.empty() : tensor<2x2x2xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %19 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<2x2x8xf16>, tensor<2x8x2xf16>) outs(%18 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %20 = tensor.empty() : tensor<2x2x2xf16>
    %21 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x2x2xf32>) outs(%20 : tensor<2x2x2xf16>) {
    ^bb0(%in: f32, %out: f16):
      %51 = arith.truncf %in : f32 to f16
      linalg.yield %51 : f16
    } -> tensor<2x2x2xf16>
    %expanded_15 = tensor.expand_shape %21 [[0, 1], [2], [3]] output_shape [1, 2, 2, 2] : tensor<2x2x2xf16> into tensor<1x2x2x2xf16>
    %22 = tensor.empty() : tensor<1x2x2x2xf16>
    %23 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %9 : tensor<1x2x2x2xf16>, tensor<2x2xf16>) outs(%22 : tensor<1x2x2x2xf16>) {
    ^bb0(%in: f16, %in_21: f16, %out: f16):
      %51 = arith.addf %in, %in_21 : f16
      linalg.yield %51 : f16
    } -> tensor<1x2x2x2xf16>
    %24 = tensor.empty() : tensor<1x2x2x2xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x2x2x2xf16>) outs(%24 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f16, %out: f32):
      %51 = arith.extf %in : f16 to f32
      linalg.yield %51 : f32
    } -> tensor<1x2x2x2xf32>
    %26 = tensor.empty() : tensor<1x2x2xi64>
    %27 = linalg.fill ins(%c0_i64 : i64) outs(%26 : tensor<1x2x2xi64>) -> tensor<1x2x2xi64>
    %28 = tensor.empty() : tensor<1x2x2xf32>
    %29 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %30:2 = linalg.generic {indexing_maps = [#map5, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x2x2x2xf32>) outs(%29, %27 : tensor<1x2x2xf32>, tensor<1x2x2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %51 = linalg.index 3 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.maximumf %in, %out : f32
      %54 = arith.cmpf ogt, %in, %out : f32
      %55 = arith.select %54, %52, %out_21 : i64
      linalg.yield %53, %55 : f32, i64
    } -> (tensor<1x2x2xf32>, tensor<1x2x2xi64>)
    %expanded_16 = tensor.expand_shape %30#0 [[0], [1], [2, 3]] output_shape [1, 2, 2, 1] : tensor<1x2x2xf32> into tensor<1x2x2x1xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_16 : tensor<1x2x2x2xf32>, tensor<1x2x2x1xf32>) outs(%24 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %51 = arith.subf %in, %in_21 : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x2x2xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x2x2x2xf32>) outs(%24 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = math.exp %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x2x2xf32>
    %33 = tensor.empty() : tensor<1x2x2x1xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<1x2x2x2xf32>) outs(%34 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.addf %in, %out : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x2x1xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<1x2x2x2xf32>, tensor<1x2x2x1xf32>) outs(%24 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %51 = arith.divf %in, %in_21 : f32
      linalg.yield %51 : f32
    } -> tensor<1x2x2x2xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x2x2x2xf32>) outs(%22 : tensor<1x2x2x2xf16>) {
    ^bb0(%in: f32, %out: f16):
      %51 = arith.truncf %in : f32 to f16
      linalg.yield %51 : f16
    } -> tensor<1x2x2x2xf16>
    %38 = tensor.empty() : tensor<2xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<2xi64>) -> tensor<2xi64>
    %40 = tensor.empty() : tensor<2xf16>
    %41 = linalg.fill ins(%cst_1 : f16) outs(%40 : tensor<2xf16>) -> tensor<2xf16>
    %42:2 = linalg.generic {indexing_maps = [#map1, #map11, #map11], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<2x2xf16>) outs(%41, %39 : tensor<2xf16>, tensor<2xi64>) {
    ^bb0(%in: f16, %out: f16, %out_21: i64):
      %51 = linalg.index 1 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.maximumf %in, %out : f16
      %54 = arith.cmpf ogt, %in, %out : f16
      %55 = arith.select %54, %52, %out_21 : i64
      linalg.yield %53, %55 : f16, i64
    } -> (tensor<2xf16>, tensor<2xi64>)
    %expanded_17 = tensor.expand_shape %42#0 [[0, 1]] output_shape [2, 1] : tensor<2xf16> into tensor<2x1xf16>
    %43 = tensor.empty() : tensor<2x1xi1>
    %44 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_17, %cst_3 : tensor<2x1xf16>, tensor<1xf16>) outs(%43 : tensor<2x1xi1>) {
    ^bb0(%in: f16, %in_21: f16, %out: i1):
      %51 = arith.cmpf oeq, %in, %in_21 : f16
      linalg.yield %51 : i1
    } -> tensor<2x1xi1>
    %45 = linalg.generic {indexing_maps = [#map13, #map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_2, %37 : tensor<2x1xi1>, tensor<1xf16>, tensor<1x2x2x2xf16>) outs(%22 : tensor<1x2x2x2xf16>) {
    ^bb0(%in: i1, %in_21: f16, %in_22: f16, %out: f16):
      %51 = arith.select %in, %in_21, %in_22 : f16
      linalg.yield %51 : f16
    } -> tensor<1x2x2x2xf16>
    %collapsed_18 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<1x2x2x2xf16> into tensor<2x2x2xf16>
    %collapsed_19 = tensor.collapse_shape %reshape_12 [[0, 1], [2], [3]] : tensor<1x2x2x8xf16> into tensor<2x2x8xf16>
    %46 = tensor.empty() : tensor<2x2x8xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %48 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<2x2x2xf16>, tensor<2x2x8xf16>) outs(%47 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %49 = tensor.empty() : tensor<2x2x8xf16>
    %50 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x2x8xf32>) outs(%49 : tensor<2x2x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %51 = arith.truncf %in : f32 to f16
      linalg.yield %51 : f16
    } -> tensor<2x2x8xf16>
    %expanded_20 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [1, 2, 2, 8] : tensor<2x2x8xf16> into tensor<1x2x2x8xf16>
    return %expanded_20, %45 : tensor<1x2x2x8xf16>, tensor<1x2x2x2xf16>
  }
}
