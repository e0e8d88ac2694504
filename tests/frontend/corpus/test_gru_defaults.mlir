#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_gru_defaults(%arg0: tensor<1x3x2xf32>, %arg1: tensor<1x15x2xf32>, %arg2: tensor<1x15x5xf32>) -> tensor<1x3x5xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<3x5xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<5xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<3x5xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x15x2xf32> into tensor<15x2xf32>
    %collapsed_4 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<1x15x5xf32> into tensor<15x5xf32>
    %extracted_slice = tensor.extract_slice %collapsed[0, 0] [5, 2] [1, 1] : tensor<15x2xf32> to tensor<5x2xf32>
    %extracted_slice_5 = tensor.extract_slice %collapsed[5, 0] [5, 2] [1, 1] : tensor<15x2xf32> to tensor<5x2xf32>
    %extracted_slice_6 = tensor.extract_slice %collapsed[10, 0] [5, 2] [1, 1] : tensor<15x2xf32> to tensor<5x2xf32>
    %extracted_slice_7 = tensor.extract_slice %collapsed_4[0, 0] [5, 5] [1, 1] : tensor<15x5xf32> to tensor<5x5xf32>
    %extracted_slice_8 = tensor.extract_slice %collapsed_4[5, 0] [5, 5] [1, 1] : tensor<15x5xf32> to tensor<5x5xf32>
    %extracted_slice_9 = tensor.extract_slice %collapsed_4[10, 0] [5, 5] [1, 1] : tensor<15x5xf32> to tensor<5x5xf32>
    %collapsed_10 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
    %0 = tensor.empty() : tensor<2x5xf32>
    %transposed = linalg.transpose ins(%extracted_slice : tensor<5x2xf32>) outs(%0 : tensor<2x5xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<3x5xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %3 = linalg.matmul ins(%collapsed_10, %transposed : tensor<3x2xf32>, tensor<2x5xf32>) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_2 : tensor<3x5xf32>, tensor<5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %5 = tensor.empty() : tensor<5x5xf32>
    %transposed_11 = linalg.transpose ins(%extracted_slice_7 : tensor<5x5xf32>) outs(%5 : tensor<5x5xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%cst_3, %transposed_11 : tensor<3x5xf32>, tensor<5x5xf32>) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_2 : tensor<3x5xf32>, tensor<5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.negf %in : f32
      %28 = math.exp %27 : f32
      %29 = arith.addf %28, %cst_0 : f32
      %30 = arith.divf %cst_0, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<3x5xf32>
    %transposed_12 = linalg.transpose ins(%extracted_slice_5 : tensor<5x2xf32>) outs(%0 : tensor<2x5xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed_10, %transposed_12 : tensor<3x2xf32>, tensor<2x5xf32>) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %cst_2 : tensor<3x5xf32>, tensor<5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %transposed_13 = linalg.transpose ins(%extracted_slice_8 : tensor<5x5xf32>) outs(%5 : tensor<5x5xf32>) permutation = [1, 0] 
    %12 = linalg.matmul ins(%cst_3, %transposed_13 : tensor<3x5xf32>, tensor<5x5xf32>) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_2 : tensor<3x5xf32>, tensor<5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %13 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.negf %in : f32
      %28 = math.exp %27 : f32
      %29 = arith.addf %28, %cst_0 : f32
      %30 = arith.divf %cst_0, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<3x5xf32>
    %transposed_14 = linalg.transpose ins(%extracted_slice_6 : tensor<5x2xf32>) outs(%0 : tensor<2x5xf32>) permutation = [1, 0] 
    %16 = linalg.matmul ins(%collapsed_10, %transposed_14 : tensor<3x2xf32>, tensor<2x5xf32>) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_2 : tensor<3x5xf32>, tensor<5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %15 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.mulf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %transposed_15 = linalg.transpose ins(%extracted_slice_9 : tensor<5x5xf32>) outs(%5 : tensor<5x5xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%18, %transposed_15 : tensor<3x5xf32>, tensor<5x5xf32>) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_2 : tensor<3x5xf32>, tensor<5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %20 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.tanh %in : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %9 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.subf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %22 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.mulf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %9 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.mulf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%1 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %27 = arith.addf %in, %in_16 : f32
      linalg.yield %27 : f32
    } -> tensor<3x5xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [1, 3, 5] : tensor<3x5xf32> into tensor<1x3x5xf32>
    return %expanded : tensor<1x3x5xf32>
  }
}
