#map = affine_map<() -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @test_melweightmatrix(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<9x8xf32> {
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant 7.000000e+02 : f32
    %cst_0 = arith.constant 1.000000e+01 : f32
    %cst_1 = arith.constant 2.595000e+03 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_3 = arith.constant 0.43429448190325182 : f64
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst_6 = arith.constant 7.000000e+02 : f64
    %extracted = tensor.extract %arg0[] : tensor<i32>
    %0 = arith.extsi %extracted : i32 to i64
    %extracted_7 = tensor.extract %arg2[] : tensor<i32>
    %1 = arith.extsi %extracted_7 : i32 to i64
    %extracted_8 = tensor.extract %arg3[] : tensor<f32>
    %2 = arith.extf %extracted_8 : f32 to f64
    %extracted_9 = tensor.extract %arg4[] : tensor<f32>
    %3 = arith.extf %extracted_9 : f32 to f64
    %4 = arith.divf %2, %cst_6 : f64
    %5 = arith.truncf %4 : f64 to f32
    %6 = tensor.empty() : tensor<f32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<f32>) -> tensor<f32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%7 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %cst_2 : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%8 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.log %in : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%9 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<f32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%10 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_1 : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %12 = arith.divf %3, %cst_6 : f64
    %13 = arith.truncf %12 : f64 to f32
    %14 = linalg.fill ins(%13 : f32) outs(%6 : tensor<f32>) -> tensor<f32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%14 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %cst_2 : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%15 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.log %in : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%16 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<f32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%17 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_1 : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%18, %11 : tensor<f32>, tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = arith.subf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<f32>
    %20 = arith.addi %0, %c2_i64 : i64
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%19 : tensor<f32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %20 : i64 to f32
      %91 = arith.divf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<f32>
    %22 = tensor.empty() : tensor<8xi32>
    %23 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%22 : tensor<8xi32>) {
    ^bb0(%out: i32):
      %90 = linalg.index 0 : index
      %91 = arith.index_cast %90 : index to i64
      %92 = arith.trunci %91 : i64 to i32
      linalg.yield %92 : i32
    } -> tensor<8xi32>
    %24 = tensor.empty() : tensor<i32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg1 : tensor<i32>) outs(%24 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %90 = arith.addi %in, %c1_i32 : i32
      linalg.yield %90 : i32
    } -> tensor<i32>
    %extracted_10 = tensor.extract %25[] : tensor<i32>
    %26 = arith.extsi %extracted_10 : i32 to i64
    %27 = tensor.empty() : tensor<8xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%23, %21 : tensor<8xi32>, tensor<f32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: i32, %in_14: f32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      %91 = arith.mulf %90, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%28, %11 : tensor<8xf32>, tensor<f32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = arith.addf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_1 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<8xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%31, %30 : tensor<8xf32>, tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = math.powf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%32 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.subf %in, %cst_2 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%34 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %26 : i64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%35 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %1 : i64 to f32
      %91 = arith.divf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%36 : tensor<8xf32>) outs(%22 : tensor<8xi32>) {
    ^bb0(%in: f32, %out: i32):
      %90 = arith.fptosi %in : f32 to i32
      linalg.yield %90 : i32
    } -> tensor<8xi32>
    %expanded = tensor.expand_shape %37 [[0, 1]] output_shape [1, 8] : tensor<8xi32> into tensor<1x8xi32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%23 : tensor<8xi32>) outs(%22 : tensor<8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %90 = arith.addi %in, %c1_i32 : i32
      linalg.yield %90 : i32
    } -> tensor<8xi32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%38, %21 : tensor<8xi32>, tensor<f32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: i32, %in_14: f32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      %91 = arith.mulf %90, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%39, %11 : tensor<8xf32>, tensor<f32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = arith.addf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%40 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_1 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%40 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%42, %41 : tensor<8xf32>, tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = math.powf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%43 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.subf %in, %cst_2 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%44 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%45 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %26 : i64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%46 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %1 : i64 to f32
      %91 = arith.divf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%47 : tensor<8xf32>) outs(%22 : tensor<8xi32>) {
    ^bb0(%in: f32, %out: i32):
      %90 = arith.fptosi %in : f32 to i32
      linalg.yield %90 : i32
    } -> tensor<8xi32>
    %expanded_11 = tensor.expand_shape %48 [[0, 1]] output_shape [1, 8] : tensor<8xi32> into tensor<1x8xi32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%23 : tensor<8xi32>) outs(%22 : tensor<8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %90 = arith.addi %in, %c2_i32 : i32
      linalg.yield %90 : i32
    } -> tensor<8xi32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%49, %21 : tensor<8xi32>, tensor<f32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: i32, %in_14: f32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      %91 = arith.mulf %90, %in_14 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%50, %11 : tensor<8xf32>, tensor<f32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = arith.addf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%51 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_1 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%51 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<8xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%53, %52 : tensor<8xf32>, tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = math.powf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%54 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.subf %in, %cst_2 : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%55 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst : f32
      linalg.yield %90 : f32
    } -> tensor<8xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%56 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %26 : i64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%57 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.sitofp %1 : i64 to f32
      %91 = arith.divf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<8xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%58 : tensor<8xf32>) outs(%22 : tensor<8xi32>) {
    ^bb0(%in: f32, %out: i32):
      %90 = arith.fptosi %in : f32 to i32
      linalg.yield %90 : i32
    } -> tensor<8xi32>
    %expanded_12 = tensor.expand_shape %59 [[0, 1]] output_shape [1, 8] : tensor<8xi32> into tensor<1x8xi32>
    %60 = tensor.empty() : tensor<9xi32>
    %61 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%60 : tensor<9xi32>) {
    ^bb0(%out: i32):
      %90 = linalg.index 0 : index
      %91 = arith.index_cast %90 : index to i64
      %92 = arith.trunci %91 : i64 to i32
      linalg.yield %92 : i32
    } -> tensor<9xi32>
    %expanded_13 = tensor.expand_shape %61 [[0, 1]] output_shape [9, 1] : tensor<9xi32> into tensor<9x1xi32>
    %62 = tensor.empty() : tensor<1x8xi32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %expanded : tensor<1x8xi32>, tensor<1x8xi32>) outs(%62 : tensor<1x8xi32>) {
    ^bb0(%in: i32, %in_14: i32, %out: i32):
      %90 = arith.subi %in, %in_14 : i32
      linalg.yield %90 : i32
    } -> tensor<1x8xi32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x8xi32>, tensor<1x8xi32>) outs(%62 : tensor<1x8xi32>) {
    ^bb0(%in: i32, %in_14: i32, %out: i32):
      %90 = arith.subi %in, %in_14 : i32
      linalg.yield %90 : i32
    } -> tensor<1x8xi32>
    %65 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %63 : tensor<f32>, tensor<1x8xi32>) outs(%62 : tensor<1x8xi32>) {
    ^bb0(%in: f32, %in_14: i32, %out: i32):
      %90 = arith.fptosi %in : f32 to i32
      %91 = arith.maxsi %90, %in_14 : i32
      linalg.yield %91 : i32
    } -> tensor<1x8xi32>
    %66 = tensor.empty() : tensor<1x8xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<1x8xi32>) outs(%66 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      linalg.yield %90 : f32
    } -> tensor<1x8xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %64 : tensor<f32>, tensor<1x8xi32>) outs(%62 : tensor<1x8xi32>) {
    ^bb0(%in: f32, %in_14: i32, %out: i32):
      %90 = arith.fptosi %in : f32 to i32
      %91 = arith.maxsi %90, %in_14 : i32
      linalg.yield %91 : i32
    } -> tensor<1x8xi32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<1x8xi32>) outs(%66 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      linalg.yield %90 : f32
    } -> tensor<1x8xf32>
    %70 = tensor.empty() : tensor<9x8xi32>
    %71 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %expanded : tensor<9x1xi32>, tensor<1x8xi32>) outs(%70 : tensor<9x8xi32>) {
    ^bb0(%in: i32, %in_14: i32, %out: i32):
      %90 = arith.subi %in, %in_14 : i32
      linalg.yield %90 : i32
    } -> tensor<9x8xi32>
    %72 = tensor.empty() : tensor<9x8xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<9x8xi32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%73, %67 : tensor<9x8xf32>, tensor<1x8xf32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = arith.divf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_12, %expanded_13 : tensor<1x8xi32>, tensor<9x1xi32>) outs(%70 : tensor<9x8xi32>) {
    ^bb0(%in: i32, %in_14: i32, %out: i32):
      %90 = arith.subi %in, %in_14 : i32
      linalg.yield %90 : i32
    } -> tensor<9x8xi32>
    %76 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<9x8xi32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %90 = arith.sitofp %in : i32 to f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%76, %69 : tensor<9x8xf32>, tensor<1x8xf32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %90 = arith.divf %in, %in_14 : f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %78 = tensor.empty() : tensor<9x8xi1>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %expanded_11 : tensor<9x1xi32>, tensor<1x8xi32>) outs(%78 : tensor<9x8xi1>) {
    ^bb0(%in: i32, %in_14: i32, %out: i1):
      %90 = arith.cmpi sge, %in, %in_14 : i32
      linalg.yield %90 : i1
    } -> tensor<9x8xi1>
    %80 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %expanded_11 : tensor<9x1xi32>, tensor<1x8xi32>) outs(%78 : tensor<9x8xi1>) {
    ^bb0(%in: i32, %in_14: i32, %out: i1):
      %90 = arith.cmpi eq, %in, %in_14 : i32
      linalg.yield %90 : i1
    } -> tensor<9x8xi1>
    %81 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %expanded : tensor<9x1xi32>, tensor<1x8xi32>) outs(%78 : tensor<9x8xi1>) {
    ^bb0(%in: i32, %in_14: i32, %out: i1):
      %90 = arith.cmpi slt, %in, %in_14 : i32
      linalg.yield %90 : i1
    } -> tensor<9x8xi1>
    %82 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %expanded_12 : tensor<9x1xi32>, tensor<1x8xi32>) outs(%78 : tensor<9x8xi1>) {
    ^bb0(%in: i32, %in_14: i32, %out: i1):
      %90 = arith.cmpi sgt, %in, %in_14 : i32
      linalg.yield %90 : i1
    } -> tensor<9x8xi1>
    %83 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%79, %77, %74 : tensor<9x8xi1>, tensor<9x8xf32>, tensor<9x8xf32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %90 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %cst_5, %83 : tensor<9x8xi1>, tensor<f32>, tensor<9x8xf32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %90 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%82, %cst_5, %84 : tensor<9x8xi1>, tensor<f32>, tensor<9x8xf32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %90 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    %86 = tensor.empty() : tensor<1x8xi1>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<1x8xi32>) outs(%86 : tensor<1x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %90 = arith.extsi %in : i32 to i64
      %91 = arith.cmpi eq, %90, %c0_i64 : i64
      linalg.yield %91 : i1
    } -> tensor<1x8xi1>
    %88 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%80, %87 : tensor<9x8xi1>, tensor<1x8xi1>) outs(%78 : tensor<9x8xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %90 = arith.andi %in, %in_14 : i1
      linalg.yield %90 : i1
    } -> tensor<9x8xi1>
    %89 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_4, %85 : tensor<9x8xi1>, tensor<f32>, tensor<9x8xf32>) outs(%72 : tensor<9x8xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %90 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %90 : f32
    } -> tensor<9x8xf32>
    return %89 : tensor<9x8xf32>
  }
}
