#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<() -> ()>
module {
  func.func @test_sce_mean_weight_ii(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi64>, %arg2: tensor<5xf32>) -> tensor<f32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %c5 = arith.constant 5 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<3xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<3xi64>) -> tensor<3xi64>
    %2 = tensor.empty() : tensor<3xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x5xf32>) outs(%3, %1 : tensor<3xf32>, tensor<3xi64>) {
    ^bb0(%in: f32, %out: f32, %out_5: i64):
      %30 = linalg.index 1 : index
      %31 = arith.index_cast %30 : index to i64
      %32 = arith.maximumf %in, %out : f32
      %33 = arith.cmpf ogt, %in, %out : f32
      %34 = arith.select %33, %31, %out_5 : i64
      linalg.yield %32, %34 : f32, i64
    } -> (tensor<3xf32>, tensor<3xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
    %5 = tensor.empty() : tensor<3x5xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<3x5xf32>, tensor<3x1xf32>) outs(%5 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %30 = arith.subf %in, %in_5 : f32
      linalg.yield %30 : f32
    } -> tensor<3x5xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<3x5xf32>) outs(%5 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.exp %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x5xf32>
    %8 = tensor.empty() : tensor<3x1xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<3x1xf32>) -> tensor<3x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<3x5xf32>) outs(%9 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.addf %in, %out : f32
      linalg.yield %30 : f32
    } -> tensor<3x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<3x1xf32>) outs(%8 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.log %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<3x5xf32>, tensor<3x1xf32>) outs(%5 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %30 = arith.subf %in, %in_5 : f32
      linalg.yield %30 : f32
    } -> tensor<3x5xf32>
    %expanded_2 = tensor.expand_shape %arg2 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %expanded_2 : tensor<3x5xf32>, tensor<1x5xf32>) outs(%5 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %30 = arith.mulf %in, %in_5 : f32
      linalg.yield %30 : f32
    } -> tensor<3x5xf32>
    %14 = tensor.empty() : tensor<3xi1>
    %15 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg1 : tensor<3xi64>) outs(%14 : tensor<3xi1>) {
    ^bb0(%in: i64, %out: i1):
      %30 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %30 : i1
    } -> tensor<3xi1>
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%15, %arg1, %cst_1 : tensor<3xi1>, tensor<3xi64>, tensor<i64>) outs(%0 : tensor<3xi64>) {
    ^bb0(%in: i1, %in_5: i64, %in_6: i64, %out: i64):
      %30 = arith.select %in, %in_5, %in_6 : i64
      linalg.yield %30 : i64
    } -> tensor<3xi64>
    %expanded_3 = tensor.expand_shape %16 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<3x1xi64>) outs(%9 : tensor<3x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %30 = linalg.index 0 : index
      %31 = arith.index_cast %in : i64 to index
      %32 = arith.cmpi slt, %31, %c5 : index
      cf.assert %32, "index must be smaller than dim size"
      %33 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %33, "index must be larger or equal to 0"
      %extracted = tensor.extract %13[%30, %31] : tensor<3x5xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<3x1xf32>) outs(%8 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.negf %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x1xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%15, %collapsed, %cst_1 : tensor<3xi1>, tensor<3xf32>, tensor<i64>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: i1, %in_5: f32, %in_6: i64, %out: f32):
      %30 = arith.sitofp %in_6 : i64 to f32
      %31 = arith.select %in, %in_5, %30 : f32
      linalg.yield %31 : f32
    } -> tensor<3xf32>
    %20 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<5xf32>) outs(%5 : tensor<3x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x5xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<3x1xi64>) outs(%9 : tensor<3x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %30 = linalg.index 0 : index
      %31 = arith.index_cast %in : i64 to index
      %32 = arith.cmpi slt, %31, %c5 : index
      cf.assert %32, "index must be smaller than dim size"
      %33 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %33, "index must be larger or equal to 0"
      %extracted = tensor.extract %20[%30, %31] : tensor<3x5xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x1xf32>
    %collapsed_4 = tensor.collapse_shape %21 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%15, %collapsed_4, %cst_1 : tensor<3xi1>, tensor<3xf32>, tensor<i64>) outs(%2 : tensor<3xf32>) {
    ^bb0(%in: i1, %in_5: f32, %in_6: i64, %out: f32):
      %30 = arith.sitofp %in_6 : i64 to f32
      %31 = arith.select %in, %in_5, %30 : f32
      linalg.yield %31 : f32
    } -> tensor<3xf32>
    %23 = tensor.empty() : tensor<i64>
    %24 = linalg.fill ins(%c0_i64 : i64) outs(%23 : tensor<i64>) -> tensor<i64>
    %25 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%22 : tensor<3xf32>) outs(%24 : tensor<i64>) {
    ^bb0(%in: f32, %out: i64):
      %30 = arith.fptosi %in : f32 to i64
      %31 = arith.addi %30, %out : i64
      linalg.yield %31 : i64
    } -> tensor<i64>
    %26 = tensor.empty() : tensor<f32>
    %27 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<f32>) -> tensor<f32>
    %28 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%19 : tensor<3xf32>) outs(%27 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.addf %in, %out : f32
      linalg.yield %30 : f32
    } -> tensor<f32>
    %29 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%28, %25 : tensor<f32>, tensor<i64>) outs(%26 : tensor<f32>) {
    ^bb0(%in: f32, %in_5: i64, %out: f32):
      %30 = arith.sitofp %in_5 : i64 to f32
      %31 = arith.divf %in, %30 : f32
      linalg.yield %31 : f32
    } -> tensor<f32>
    return %29 : tensor<f32>
  }
}
