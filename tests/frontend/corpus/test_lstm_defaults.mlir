#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_lstm_defaults(%arg0: tensor<1x3x2xf32>, %arg1: tensor<1x12x2xf32>, %arg2: tensor<1x12x3xf32>) -> tensor<1x3x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<3xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<3x3xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x12x2xf32> into tensor<12x2xf32>
    %collapsed_3 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<1x12x3xf32> into tensor<12x3xf32>
    %extracted_slice = tensor.extract_slice %collapsed[9, 0] [3, 2] [1, 1] : tensor<12x2xf32> to tensor<3x2xf32>
    %extracted_slice_4 = tensor.extract_slice %collapsed[6, 0] [3, 2] [1, 1] : tensor<12x2xf32> to tensor<3x2xf32>
    %extracted_slice_5 = tensor.extract_slice %collapsed[3, 0] [3, 2] [1, 1] : tensor<12x2xf32> to tensor<3x2xf32>
    %extracted_slice_6 = tensor.extract_slice %collapsed[0, 0] [3, 2] [1, 1] : tensor<12x2xf32> to tensor<3x2xf32>
    %extracted_slice_7 = tensor.extract_slice %collapsed_3[9, 0] [3, 3] [1, 1] : tensor<12x3xf32> to tensor<3x3xf32>
    %extracted_slice_8 = tensor.extract_slice %collapsed_3[6, 0] [3, 3] [1, 1] : tensor<12x3xf32> to tensor<3x3xf32>
    %extracted_slice_9 = tensor.extract_slice %collapsed_3[3, 0] [3, 3] [1, 1] : tensor<12x3xf32> to tensor<3x3xf32>
    %extracted_slice_10 = tensor.extract_slice %collapsed_3[0, 0] [3, 3] [1, 1] : tensor<12x3xf32> to tensor<3x3xf32>
    %collapsed_11 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
    %0 = tensor.empty() : tensor<2x3xf32>
    %transposed = linalg.transpose ins(%extracted_slice_6 : tensor<3x2xf32>) outs(%0 : tensor<2x3xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<3x3xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = linalg.matmul ins(%collapsed_11, %transposed : tensor<3x2xf32>, tensor<2x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %transposed_12 = linalg.transpose ins(%extracted_slice_10 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) permutation = [1, 0] 
    %5 = linalg.matmul ins(%cst_2, %transposed_12 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.negf %in : f32
      %33 = math.exp %32 : f32
      %34 = arith.addf %33, %cst_0 : f32
      %35 = arith.divf %cst_0, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<3x3xf32>
    %transposed_13 = linalg.transpose ins(%extracted_slice_5 : tensor<3x2xf32>) outs(%0 : tensor<2x3xf32>) permutation = [1, 0] 
    %9 = linalg.matmul ins(%collapsed_11, %transposed_13 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %transposed_14 = linalg.transpose ins(%extracted_slice_9 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) permutation = [1, 0] 
    %11 = linalg.matmul ins(%cst_2, %transposed_14 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %12 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.negf %in : f32
      %33 = math.exp %32 : f32
      %34 = arith.addf %33, %cst_0 : f32
      %35 = arith.divf %cst_0, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<3x3xf32>
    %transposed_15 = linalg.transpose ins(%extracted_slice_4 : tensor<3x2xf32>) outs(%0 : tensor<2x3xf32>) permutation = [1, 0] 
    %15 = linalg.matmul ins(%collapsed_11, %transposed_15 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %transposed_16 = linalg.transpose ins(%extracted_slice_8 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) permutation = [1, 0] 
    %17 = linalg.matmul ins(%cst_2, %transposed_16 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %18 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.negf %in : f32
      %33 = math.exp %32 : f32
      %34 = arith.addf %33, %cst_0 : f32
      %35 = arith.divf %cst_0, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<3x3xf32>
    %transposed_17 = linalg.transpose ins(%extracted_slice : tensor<3x2xf32>) outs(%0 : tensor<2x3xf32>) permutation = [1, 0] 
    %21 = linalg.matmul ins(%collapsed_11, %transposed_17 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %transposed_18 = linalg.transpose ins(%extracted_slice_7 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) permutation = [1, 0] 
    %23 = linalg.matmul ins(%cst_2, %transposed_18 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%2 : tensor<3x3xf32>) -> tensor<3x3xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_1 : tensor<3x3xf32>, tensor<3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.tanh %in : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %cst_2 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.mulf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %26 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.mulf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %28 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.addf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.tanh %in : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %30 : tensor<3x3xf32>, tensor<3x3xf32>) outs(%1 : tensor<3x3xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %32 = arith.mulf %in, %in_19 : f32
      linalg.yield %32 : f32
    } -> tensor<3x3xf32>
    %expanded = tensor.expand_shape %31 [[0, 1], [2]] output_shape [1, 3, 3] : tensor<3x3xf32> into tensor<1x3x3xf32>
    return %expanded : tensor<1x3x3xf32>
  }
}
