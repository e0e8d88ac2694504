#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @test_attention_local_window_gqa_rank4_mask_expanded(%arg0: tensor<2x4x4x8xf32>, %arg1: tensor<2x2x6x8xf32>, %arg2: tensor<2x2x6x6xf32>, %arg3: tensor<2x4x4x6xi1>) -> (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) {
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFFF0000000000000 : f64
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant dense<true> : tensor<1xi1>
    %cst_4 = arith.constant dense<false> : tensor<1xi1>
    %cst_5 = arith.constant dense<2.000000e+00> : tensor<1xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_7 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %cst_8 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_9 = arith.constant dense<8.000000e+00> : tensor<1xf32>
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c6_i64 = arith.constant 6 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0 = arith.constant 0 : index
    %cst_10 = arith.constant dense<2> : tensor<i64>
    %cst_11 = arith.constant dense<0> : tensor<1xi64>
    %cst_12 = arith.constant dense<1> : tensor<1xi64>
    %cst_13 = arith.constant dense<2> : tensor<1xi64>
    %cst_14 = arith.constant dense<6> : tensor<1xi64>
    %cst_15 = arith.constant dense<8> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.sqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%cst_8, %1 : tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.divf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.sqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<2x4x4x6xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %cst_6, %cst_7 : tensor<2x4x4x6xi1>, tensor<1xf32>, tensor<1xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %77 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %6 = tensor.empty() : tensor<4xi64>
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%6 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %77 = linalg.index 0 : index
      %78 = arith.index_cast %77 : index to i64
      linalg.yield %78 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %8 = tensor.empty() : tensor<6xi64>
    %9 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%8 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %77 = linalg.index 0 : index
      %78 = arith.index_cast %77 : index to i64
      linalg.yield %78 : i64
    } -> tensor<6xi64>
    %expanded_16 = tensor.expand_shape %9 [[0, 1]] output_shape [1, 6] : tensor<6xi64> into tensor<1x6xi64>
    %10 = tensor.empty() : tensor<4x1xi64>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %cst_11 : tensor<4x1xi64>, tensor<1xi64>) outs(%10 : tensor<4x1xi64>) {
    ^bb0(%in: i64, %in_46: i64, %out: i64):
      %77 = arith.addi %in, %in_46 : i64
      linalg.yield %77 : i64
    } -> tensor<4x1xi64>
    %12 = tensor.empty() : tensor<4x6xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%11, %expanded_16 : tensor<4x1xi64>, tensor<1x6xi64>) outs(%12 : tensor<4x6xi1>) {
    ^bb0(%in: i64, %in_46: i64, %out: i1):
      %77 = arith.cmpi slt, %in, %in_46 : i64
      linalg.yield %77 : i1
    } -> tensor<4x6xi1>
    %14 = tensor.empty() : tensor<4x6xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map7, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_7, %cst_6 : tensor<4x6xi1>, tensor<1xf32>, tensor<1xf32>) outs(%14 : tensor<4x6xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %77 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %77 : f32
    } -> tensor<4x6xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %15 : tensor<2x4x4x6xf32>, tensor<4x6xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.addf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %17 = tensor.empty() : tensor<4x6xi64>
    %18 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%11, %expanded_16 : tensor<4x1xi64>, tensor<1x6xi64>) outs(%17 : tensor<4x6xi64>) {
    ^bb0(%in: i64, %in_46: i64, %out: i64):
      %77 = arith.subi %in, %in_46 : i64
      linalg.yield %77 : i64
    } -> tensor<4x6xi64>
    %19 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_10 : tensor<4x6xi64>, tensor<i64>) outs(%12 : tensor<4x6xi1>) {
    ^bb0(%in: i64, %in_46: i64, %out: i1):
      %77 = arith.cmpi sle, %in, %in_46 : i64
      linalg.yield %77 : i1
    } -> tensor<4x6xi1>
    %20 = linalg.generic {indexing_maps = [#map3, #map7, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_6, %cst_7 : tensor<4x6xi1>, tensor<1xf32>, tensor<1xf32>) outs(%14 : tensor<4x6xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %77 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %77 : f32
    } -> tensor<4x6xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<2x4x4x6xf32>, tensor<4x6xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.addf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %22 = tensor.empty() : tensor<1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<1xi1>) outs(%22 : tensor<1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %77 = arith.xori %in, %true : i1
      linalg.yield %77 : i1
    } -> tensor<1xi1>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%23, %cst_3 : tensor<1xi1>, tensor<1xi1>) outs(%22 : tensor<1xi1>) {
    ^bb0(%in: i1, %in_46: i1, %out: i1):
      %77 = arith.andi %in, %in_46 : i1
      linalg.yield %77 : i1
    } -> tensor<1xi1>
    %25 = tensor.empty() : tensor<1xi64>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%24, %cst_13, %cst_12 : tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) outs(%25 : tensor<1xi64>) {
    ^bb0(%in: i1, %in_46: i64, %in_47: i64, %out: i64):
      %77 = arith.select %in, %in_46, %in_47 : i64
      linalg.yield %77 : i64
    } -> tensor<1xi64>
    %concat = tensor.concat dim(0) %cst_13, %cst_13, %26, %cst_14, %cst_15 : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xi64>
    %extracted_slice = tensor.extract_slice %concat[0] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %27 = arith.cmpi sle, %extracted, %c2_i64 : i64
    cf.assert %27, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_17 = tensor.extract_slice %concat[1] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_18 = tensor.extract %extracted_slice_17[%c0] : tensor<1xi64>
    %28 = arith.cmpi sle, %extracted_18, %c2_i64 : i64
    cf.assert %28, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_19 = tensor.extract_slice %concat[2] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_20 = tensor.extract %extracted_slice_19[%c0] : tensor<1xi64>
    %extracted_slice_21 = tensor.extract_slice %concat[3] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_22 = tensor.extract %extracted_slice_21[%c0] : tensor<1xi64>
    %29 = arith.cmpi sle, %extracted_22, %c6_i64 : i64
    cf.assert %29, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_23 = tensor.extract_slice %concat[4] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_24 = tensor.extract %extracted_slice_23[%c0] : tensor<1xi64>
    %30 = arith.cmpi sle, %extracted_24, %c8_i64 : i64
    cf.assert %30, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %31 = arith.cmpi slt, %extracted_20, %c0_i64 : i64
    %32 = arith.index_cast %extracted_20 : i64 to index
    %33 = arith.select %31, %c1, %32 : index
    %34 = tensor.empty(%33) : tensor<2x2x?x6x8xf32>
    %35 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x2x6x8xf32>) outs(%34 : tensor<2x2x?x6x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x?x6x8xf32>
    %concat_25 = tensor.concat dim(0) %cst_13, %cst_13, %26, %cst_14, %cst_14 : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xi64>
    %extracted_slice_26 = tensor.extract_slice %concat_25[0] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_27 = tensor.extract %extracted_slice_26[%c0] : tensor<1xi64>
    %36 = arith.cmpi sle, %extracted_27, %c2_i64 : i64
    cf.assert %36, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_28 = tensor.extract_slice %concat_25[1] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_29 = tensor.extract %extracted_slice_28[%c0] : tensor<1xi64>
    %37 = arith.cmpi sle, %extracted_29, %c2_i64 : i64
    cf.assert %37, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_30 = tensor.extract_slice %concat_25[2] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_31 = tensor.extract %extracted_slice_30[%c0] : tensor<1xi64>
    %extracted_slice_32 = tensor.extract_slice %concat_25[3] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_33 = tensor.extract %extracted_slice_32[%c0] : tensor<1xi64>
    %38 = arith.cmpi sle, %extracted_33, %c6_i64 : i64
    cf.assert %38, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_34 = tensor.extract_slice %concat_25[4] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_35 = tensor.extract %extracted_slice_34[%c0] : tensor<1xi64>
    %39 = arith.cmpi sle, %extracted_35, %c6_i64 : i64
    cf.assert %39, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %40 = arith.cmpi slt, %extracted_31, %c0_i64 : i64
    %41 = arith.index_cast %extracted_31 : i64 to index
    %42 = arith.select %40, %c1, %41 : index
    %43 = tensor.empty(%42) : tensor<2x2x?x6x6xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x2x6x6xf32>) outs(%43 : tensor<2x2x?x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x?x6x6xf32>
    %collapsed = tensor.collapse_shape %35 [[0], [1, 2], [3], [4]] : tensor<2x2x?x6x8xf32> into tensor<2x?x6x8xf32>
    %cast = tensor.cast %collapsed : tensor<2x?x6x8xf32> to tensor<2x4x6x8xf32>
    %collapsed_36 = tensor.collapse_shape %44 [[0], [1, 2], [3], [4]] : tensor<2x2x?x6x6xf32> into tensor<2x?x6x6xf32>
    %cast_37 = tensor.cast %collapsed_36 : tensor<2x?x6x6xf32> to tensor<2x4x6x6xf32>
    %45 = tensor.empty() : tensor<2x4x8x6xf32>
    %transposed = linalg.transpose ins(%cast : tensor<2x4x6x8xf32>) outs(%45 : tensor<2x4x8x6xf32>) permutation = [0, 1, 3, 2] 
    %46 = tensor.empty() : tensor<2x4x4x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %3 : tensor<2x4x4x8xf32>, tensor<1xf32>) outs(%46 : tensor<2x4x4x8xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.mulf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x8xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %3 : tensor<2x4x8x6xf32>, tensor<1xf32>) outs(%45 : tensor<2x4x8x6xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.mulf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x8x6xf32>
    %collapsed_38 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<2x4x4x8xf32> into tensor<8x4x8xf32>
    %collapsed_39 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x4x8x6xf32> into tensor<8x8x6xf32>
    %49 = tensor.empty() : tensor<8x4x6xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<8x4x6xf32>) -> tensor<8x4x6xf32>
    %51 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x4x8xf32>, tensor<8x8x6xf32>) outs(%50 : tensor<8x4x6xf32>) -> tensor<8x4x6xf32>
    %expanded_40 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 4, 4, 6] : tensor<8x4x6xf32> into tensor<2x4x4x6xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40, %cst_5 : tensor<2x4x4x6xf32>, tensor<1xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.divf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x4x4x6xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.tanh %in : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %cst_5 : tensor<2x4x4x6xf32>, tensor<1xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.mulf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %21 : tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %77 = arith.addf %in, %in_46 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %56 = tensor.empty() : tensor<2x4x4x6xf64>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x4x4x6xf32>) outs(%56 : tensor<2x4x4x6xf64>) {
    ^bb0(%in: f32, %out: f64):
      %77 = arith.extf %in : f32 to f64
      linalg.yield %77 : f64
    } -> tensor<2x4x4x6xf64>
    %58 = tensor.empty() : tensor<2x4x4xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%58 : tensor<2x4x4xi64>) -> tensor<2x4x4xi64>
    %60 = tensor.empty() : tensor<2x4x4xf64>
    %61 = linalg.fill ins(%cst_1 : f64) outs(%60 : tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %62:2 = linalg.generic {indexing_maps = [#map1, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x4x4x6xf64>) outs(%61, %59 : tensor<2x4x4xf64>, tensor<2x4x4xi64>) {
    ^bb0(%in: f64, %out: f64, %out_46: i64):
      %77 = linalg.index 3 : index
      %78 = arith.index_cast %77 : index to i64
      %79 = arith.maximumf %in, %out : f64
      %80 = arith.cmpf ogt, %in, %out : f64
      %81 = arith.select %80, %78, %out_46 : i64
      linalg.yield %79, %81 : f64, i64
    } -> (tensor<2x4x4xf64>, tensor<2x4x4xi64>)
    %expanded_41 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf64> into tensor<2x4x4x1xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_41 : tensor<2x4x4x6xf64>, tensor<2x4x4x1xf64>) outs(%56 : tensor<2x4x4x6xf64>) {
    ^bb0(%in: f64, %in_46: f64, %out: f64):
      %77 = arith.subf %in, %in_46 : f64
      linalg.yield %77 : f64
    } -> tensor<2x4x4x6xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x4x4x6xf64>) outs(%56 : tensor<2x4x4x6xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = math.exp %in : f64
      linalg.yield %77 : f64
    } -> tensor<2x4x4x6xf64>
    %65 = tensor.empty() : tensor<2x4x4x1xf64>
    %66 = linalg.fill ins(%cst : f64) outs(%65 : tensor<2x4x4x1xf64>) -> tensor<2x4x4x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<2x4x4x6xf64>) outs(%66 : tensor<2x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.addf %in, %out : f64
      linalg.yield %77 : f64
    } -> tensor<2x4x4x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<2x4x4x6xf64>, tensor<2x4x4x1xf64>) outs(%56 : tensor<2x4x4x6xf64>) {
    ^bb0(%in: f64, %in_46: f64, %out: f64):
      %77 = arith.divf %in, %in_46 : f64
      linalg.yield %77 : f64
    } -> tensor<2x4x4x6xf64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x4x6xf64>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: f64, %out: f32):
      %77 = arith.truncf %in : f64 to f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %70 = tensor.empty() : tensor<2x4x4xf32>
    %71 = linalg.fill ins(%cst_2 : f32) outs(%70 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %72:2 = linalg.generic {indexing_maps = [#map1, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<2x4x4x6xf32>) outs(%71, %59 : tensor<2x4x4xf32>, tensor<2x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_46: i64):
      %77 = linalg.index 3 : index
      %78 = arith.index_cast %77 : index to i64
      %79 = arith.maximumf %in, %out : f32
      %80 = arith.cmpf ogt, %in, %out : f32
      %81 = arith.select %80, %78, %out_46 : i64
      linalg.yield %79, %81 : f32, i64
    } -> (tensor<2x4x4xf32>, tensor<2x4x4xi64>)
    %expanded_42 = tensor.expand_shape %72#0 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %73 = tensor.empty() : tensor<2x4x4x1xi1>
    %74 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %cst_7 : tensor<2x4x4x1xf32>, tensor<1xf32>) outs(%73 : tensor<2x4x4x1xi1>) {
    ^bb0(%in: f32, %in_46: f32, %out: i1):
      %77 = arith.cmpf oeq, %in, %in_46 : f32
      linalg.yield %77 : i1
    } -> tensor<2x4x4x1xi1>
    %75 = linalg.generic {indexing_maps = [#map13, #map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %cst_6, %69 : tensor<2x4x4x1xi1>, tensor<1xf32>, tensor<2x4x4x6xf32>) outs(%4 : tensor<2x4x4x6xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %77 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %77 : f32
    } -> tensor<2x4x4x6xf32>
    %collapsed_43 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<2x4x4x6xf32> into tensor<8x4x6xf32>
    %collapsed_44 = tensor.collapse_shape %cast_37 [[0, 1], [2], [3]] : tensor<2x4x6x6xf32> into tensor<8x6x6xf32>
    %76 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<8x4x6xf32>, tensor<8x6x6xf32>) outs(%50 : tensor<8x4x6xf32>) -> tensor<8x4x6xf32>
    %expanded_45 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 4, 4, 6] : tensor<8x4x6xf32> into tensor<2x4x4x6xf32>
    return %expanded_45, %75 : tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>
  }
}
