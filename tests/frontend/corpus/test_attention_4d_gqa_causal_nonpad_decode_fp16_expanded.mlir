#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (0)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
module {
  func.func @test_attention_4d_gqa_causal_nonpad_decode_fp16_expanded(%arg0: tensor<2x4x1x8xf16>, %arg1: tensor<2x2x8x8xf16>, %arg2: tensor<2x2x8x8xf16>, %arg3: tensor<2xi64>) -> tensor<2x4x1x8xf16> {
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0xFC00 : f16
    %cst_2 = arith.constant dense<true> : tensor<1xi1>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1x8xf32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1xf16>
    %cst_5 = arith.constant dense<0xFC00> : tensor<1xf16>
    %cst_6 = arith.constant dense<false> : tensor<1xi1>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_8 = arith.constant dense<0xFF800000> : tensor<1xf32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_10 = arith.constant dense<8.000000e+00> : tensor<1xf32>
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0 = arith.constant 0 : index
    %cst_11 = arith.constant dense<1> : tensor<1xi64>
    %cst_12 = arith.constant dense<2> : tensor<1xi64>
    %cst_13 = arith.constant dense<8> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = math.sqrt %in : f32
      linalg.yield %74 : f32
    } -> tensor<1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%cst_9, %1 : tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %74 = arith.divf %in, %in_36 : f32
      linalg.yield %74 : f32
    } -> tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = math.sqrt %in : f32
      linalg.yield %74 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<1xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<1xf32>) outs(%4 : tensor<1xf16>) {
    ^bb0(%in: f32, %out: f16):
      %74 = arith.truncf %in : f32 to f16
      linalg.yield %74 : f16
    } -> tensor<1xf16>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg3, %cst_11 : tensor<2xi64>, tensor<1xi64>) outs(%6 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_36: i64, %out: i64):
      %74 = arith.subi %in, %in_36 : i64
      linalg.yield %74 : i64
    } -> tensor<2xi64>
    %8 = tensor.empty() : tensor<1xi64>
    %9 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%8 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %74 = linalg.index 0 : index
      %75 = arith.index_cast %74 : index to i64
      linalg.yield %75 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %9 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %11 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %expanded_15 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %12 = tensor.empty() : tensor<2x1x1x1xi64>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<1x1x1x1xi64>, tensor<2x1x1x1xi64>) outs(%12 : tensor<2x1x1x1xi64>) {
    ^bb0(%in: i64, %in_36: i64, %out: i64):
      %74 = arith.addi %in, %in_36 : i64
      linalg.yield %74 : i64
    } -> tensor<2x1x1x1xi64>
    %14 = tensor.empty() : tensor<2x1x1x8xi1>
    %15 = linalg.generic {indexing_maps = [#map4, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_14 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%14 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_36: i64, %out: i1):
      %74 = arith.cmpi slt, %in, %in_36 : i64
      linalg.yield %74 : i1
    } -> tensor<2x1x1x8xi1>
    %16 = tensor.empty() : tensor<2x1x1x8xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map5, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %cst_8, %cst_7 : tensor<2x1x1x8xi1>, tensor<1xf32>, tensor<1xf32>) outs(%16 : tensor<2x1x1x8xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %74 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x1x8xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %17 : tensor<1x8xf32>, tensor<2x1x1x8xf32>) outs(%16 : tensor<2x1x1x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %74 = arith.addf %in, %in_36 : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x1x8xf32>
    %expanded_16 = tensor.expand_shape %arg3 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %19 = tensor.empty() : tensor<2x8xi1>
    %20 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%11, %expanded_16 : tensor<8xi64>, tensor<2x1xi64>) outs(%19 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_36: i64, %out: i1):
      %74 = arith.cmpi slt, %in, %in_36 : i64
      linalg.yield %74 : i1
    } -> tensor<2x8xi1>
    %21 = tensor.empty() : tensor<2x8xf32>
    %22 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel"]} ins(%20, %cst_7, %cst_8 : tensor<2x8xi1>, tensor<1xf32>, tensor<1xf32>) outs(%21 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %74 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %74 : f32
    } -> tensor<2x8xf32>
    %expanded_17 = tensor.expand_shape %22 [[0], [1, 2, 3]] output_shape [2, 1, 1, 8] : tensor<2x8xf32> into tensor<2x1x1x8xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_17 : tensor<2x1x1x8xf32>, tensor<2x1x1x8xf32>) outs(%16 : tensor<2x1x1x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %74 = arith.addf %in, %in_36 : f32
      linalg.yield %74 : f32
    } -> tensor<2x1x1x8xf32>
    %24 = tensor.empty() : tensor<2x1x1x8xf16>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x1x1x8xf32>) outs(%24 : tensor<2x1x1x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %74 = arith.truncf %in : f32 to f16
      linalg.yield %74 : f16
    } -> tensor<2x1x1x8xf16>
    %26 = tensor.empty() : tensor<1xi1>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<1xi1>) outs(%26 : tensor<1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %74 = arith.xori %in, %true : i1
      linalg.yield %74 : i1
    } -> tensor<1xi1>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%27, %cst_2 : tensor<1xi1>, tensor<1xi1>) outs(%26 : tensor<1xi1>) {
    ^bb0(%in: i1, %in_36: i1, %out: i1):
      %74 = arith.andi %in, %in_36 : i1
      linalg.yield %74 : i1
    } -> tensor<1xi1>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%28, %cst_12, %cst_11 : tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) outs(%8 : tensor<1xi64>) {
    ^bb0(%in: i1, %in_36: i64, %in_37: i64, %out: i64):
      %74 = arith.select %in, %in_36, %in_37 : i64
      linalg.yield %74 : i64
    } -> tensor<1xi64>
    %concat = tensor.concat dim(0) %cst_12, %cst_12, %29, %cst_13, %cst_13 : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xi64>
    %extracted_slice = tensor.extract_slice %concat[0] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %30 = arith.cmpi sle, %extracted, %c2_i64 : i64
    cf.assert %30, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_18 = tensor.extract_slice %concat[1] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_19 = tensor.extract %extracted_slice_18[%c0] : tensor<1xi64>
    %31 = arith.cmpi sle, %extracted_19, %c2_i64 : i64
    cf.assert %31, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_20 = tensor.extract_slice %concat[2] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_21 = tensor.extract %extracted_slice_20[%c0] : tensor<1xi64>
    %extracted_slice_22 = tensor.extract_slice %concat[3] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_23 = tensor.extract %extracted_slice_22[%c0] : tensor<1xi64>
    %32 = arith.cmpi sle, %extracted_23, %c8_i64 : i64
    cf.assert %32, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %extracted_slice_24 = tensor.extract_slice %concat[4] [1] [1] : tensor<5xi64> to tensor<1xi64>
    %extracted_25 = tensor.extract %extracted_slice_24[%c0] : tensor<1xi64>
    %33 = arith.cmpi sle, %extracted_25, %c8_i64 : i64
    cf.assert %33, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %34 = arith.cmpi slt, %extracted_21, %c0_i64 : i64
    %35 = arith.index_cast %extracted_21 : i64 to index
    %36 = arith.select %34, %c1, %35 : index
    %37 = tensor.empty(%36) : tensor<2x2x?x8x8xf16>
    %38 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x2x8x8xf16>) outs(%37 : tensor<2x2x?x8x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x?x8x8xf16>
    cf.assert %30, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    cf.assert %31, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    cf.assert %32, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    cf.assert %33, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %39 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x2x8x8xf16>) outs(%37 : tensor<2x2x?x8x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x?x8x8xf16>
    %collapsed = tensor.collapse_shape %38 [[0], [1, 2], [3], [4]] : tensor<2x2x?x8x8xf16> into tensor<2x?x8x8xf16>
    %cast = tensor.cast %collapsed : tensor<2x?x8x8xf16> to tensor<2x4x8x8xf16>
    %collapsed_26 = tensor.collapse_shape %39 [[0], [1, 2], [3], [4]] : tensor<2x2x?x8x8xf16> into tensor<2x?x8x8xf16>
    %cast_27 = tensor.cast %collapsed_26 : tensor<2x?x8x8xf16> to tensor<2x4x8x8xf16>
    %40 = tensor.empty() : tensor<2x4x8x8xf16>
    %transposed = linalg.transpose ins(%cast : tensor<2x4x8x8xf16>) outs(%40 : tensor<2x4x8x8xf16>) permutation = [0, 1, 3, 2] 
    %41 = tensor.empty() : tensor<2x4x1x8xf16>
    %42 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<2x4x1x8xf16>, tensor<1xf16>) outs(%41 : tensor<2x4x1x8xf16>) {
    ^bb0(%in: f16, %in_36: f16, %out: f16):
      %74 = arith.mulf %in, %in_36 : f16
      linalg.yield %74 : f16
    } -> tensor<2x4x1x8xf16>
    %43 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %5 : tensor<2x4x8x8xf16>, tensor<1xf16>) outs(%40 : tensor<2x4x8x8xf16>) {
    ^bb0(%in: f16, %in_36: f16, %out: f16):
      %74 = arith.mulf %in, %in_36 : f16
      linalg.yield %74 : f16
    } -> tensor<2x4x8x8xf16>
    %collapsed_28 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x4x1x8xf16> into tensor<8x1x8xf16>
    %collapsed_29 = tensor.collapse_shape %43 [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
    %44 = tensor.empty() : tensor<8x1x8xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<8x1x8xf32>) -> tensor<8x1x8xf32>
    %46 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x1x8xf16>, tensor<8x8x8xf16>) outs(%45 : tensor<8x1x8xf32>) -> tensor<8x1x8xf32>
    %47 = tensor.empty() : tensor<8x1x8xf16>
    %48 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<8x1x8xf32>) outs(%47 : tensor<8x1x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %74 = arith.truncf %in : f32 to f16
      linalg.yield %74 : f16
    } -> tensor<8x1x8xf16>
    %expanded_30 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [2, 4, 1, 8] : tensor<8x1x8xf16> into tensor<2x4x1x8xf16>
    %49 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %25 : tensor<2x4x1x8xf16>, tensor<2x1x1x8xf16>) outs(%41 : tensor<2x4x1x8xf16>) {
    ^bb0(%in: f16, %in_36: f16, %out: f16):
      %74 = arith.addf %in, %in_36 : f16
      linalg.yield %74 : f16
    } -> tensor<2x4x1x8xf16>
    %50 = tensor.empty() : tensor<2x4x1x8xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x4x1x8xf16>) outs(%50 : tensor<2x4x1x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %74 = arith.extf %in : f16 to f32
      linalg.yield %74 : f32
    } -> tensor<2x4x1x8xf32>
    %52 = tensor.empty() : tensor<2x4x1xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
    %54 = tensor.empty() : tensor<2x4x1xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %56:2 = linalg.generic {indexing_maps = [#map3, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x4x1x8xf32>) outs(%55, %53 : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_36: i64):
      %74 = linalg.index 3 : index
      %75 = arith.index_cast %74 : index to i64
      %76 = arith.maximumf %in, %out : f32
      %77 = arith.cmpf ogt, %in, %out : f32
      %78 = arith.select %77, %75, %out_36 : i64
      linalg.yield %76, %78 : f32, i64
    } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
    %expanded_31 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [2, 4, 1, 1] : tensor<2x4x1xf32> into tensor<2x4x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_31 : tensor<2x4x1x8xf32>, tensor<2x4x1x1xf32>) outs(%50 : tensor<2x4x1x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %74 = arith.subf %in, %in_36 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x1x8xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x4x1x8xf32>) outs(%50 : tensor<2x4x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = math.exp %in : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x1x8xf32>
    %59 = tensor.empty() : tensor<2x4x1x1xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x1x8xf32>) outs(%60 : tensor<2x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %74 = arith.addf %in, %out : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<2x4x1x8xf32>, tensor<2x4x1x1xf32>) outs(%50 : tensor<2x4x1x8xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %74 = arith.divf %in, %in_36 : f32
      linalg.yield %74 : f32
    } -> tensor<2x4x1x8xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<2x4x1x8xf32>) outs(%41 : tensor<2x4x1x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %74 = arith.truncf %in : f32 to f16
      linalg.yield %74 : f16
    } -> tensor<2x4x1x8xf16>
    %64 = tensor.empty() : tensor<2x1x1xi64>
    %65 = linalg.fill ins(%c0_i64 : i64) outs(%64 : tensor<2x1x1xi64>) -> tensor<2x1x1xi64>
    %66 = tensor.empty() : tensor<2x1x1xf16>
    %67 = linalg.fill ins(%cst_1 : f16) outs(%66 : tensor<2x1x1xf16>) -> tensor<2x1x1xf16>
    %68:2 = linalg.generic {indexing_maps = [#map3, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<2x1x1x8xf16>) outs(%67, %65 : tensor<2x1x1xf16>, tensor<2x1x1xi64>) {
    ^bb0(%in: f16, %out: f16, %out_36: i64):
      %74 = linalg.index 3 : index
      %75 = arith.index_cast %74 : index to i64
      %76 = arith.maximumf %in, %out : f16
      %77 = arith.cmpf ogt, %in, %out : f16
      %78 = arith.select %77, %75, %out_36 : i64
      linalg.yield %76, %78 : f16, i64
    } -> (tensor<2x1x1xf16>, tensor<2x1x1xi64>)
    %expanded_32 = tensor.expand_shape %68#0 [[0], [1], [2, 3]] output_shape [2, 1, 1, 1] : tensor<2x1x1xf16> into tensor<2x1x1x1xf16>
    %69 = tensor.empty() : tensor<2x1x1x1xi1>
    %70 = linalg.generic {indexing_maps = [#map3, #map16, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %cst_5 : tensor<2x1x1x1xf16>, tensor<1xf16>) outs(%69 : tensor<2x1x1x1xi1>) {
    ^bb0(%in: f16, %in_36: f16, %out: i1):
      %74 = arith.cmpf oeq, %in, %in_36 : f16
      linalg.yield %74 : i1
    } -> tensor<2x1x1x1xi1>
    %71 = linalg.generic {indexing_maps = [#map17, #map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_4, %63 : tensor<2x1x1x1xi1>, tensor<1xf16>, tensor<2x4x1x8xf16>) outs(%41 : tensor<2x4x1x8xf16>) {
    ^bb0(%in: i1, %in_36: f16, %in_37: f16, %out: f16):
      %74 = arith.select %in, %in_36, %in_37 : f16
      linalg.yield %74 : f16
    } -> tensor<2x4x1x8xf16>
    %collapsed_33 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<2x4x1x8xf16> into tensor<8x1x8xf16>
    %collapsed_34 = tensor.collapse_shape %cast_27 [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
    %72 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<8x1x8xf16>, tensor<8x8x8xf16>) outs(%45 : tensor<8x1x8xf32>) -> tensor<8x1x8xf32>
    %73 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<8x1x8xf32>) outs(%47 : tensor<8x1x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %74 = arith.truncf %in : f32 to f16
      linalg.yield %74 : f16
    } -> tensor<8x1x8xf16>
    %expanded_35 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [2, 4, 1, 8] : tensor<8x1x8xf16> into tensor<2x4x1x8xf16>
    return %expanded_35 : tensor<2x4x1x8xf16>
  }
}
