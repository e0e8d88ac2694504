#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (0)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<() -> ()>
module {
  func.func @test_nllloss_NCd1_ii_expanded(%arg0: tensor<3x5x2xf32>, %arg1: tensor<3x2xi64>) -> tensor<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %cst_2 = arith.constant dense<1> : tensor<1xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [3, 1, 2] : tensor<3x2xi64> into tensor<3x1x2xi64>
    %0 = tensor.empty() : tensor<3x1x2xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded : tensor<3x1x2xi64>, tensor<3x1x2xi64>) outs(%0 : tensor<3x1x2xi64>) {
    ^bb0(%in: i64, %in_4: i64, %out: i64):
      %21 = arith.subi %in, %in_4 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x2xi64>
    %2 = tensor.empty() : tensor<3x1x2xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %cst_2 : tensor<3x1x2xi64>, tensor<1xi64>) outs(%2 : tensor<3x1x2xi1>) {
    ^bb0(%in: i64, %in_4: i64, %out: i1):
      %21 = arith.cmpi eq, %in, %in_4 : i64
      linalg.yield %21 : i1
    } -> tensor<3x1x2xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %1, %expanded : tensor<3x1x2xi1>, tensor<3x1x2xi64>, tensor<3x1x2xi64>) outs(%0 : tensor<3x1x2xi64>) {
    ^bb0(%in: i1, %in_4: i64, %in_5: i64, %out: i64):
      %21 = arith.select %in, %in_4, %in_5 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x2xi64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<3x1x2xi64>) outs(%0 : tensor<3x1x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %21 = arith.addi %in, %c5_i64 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x2xi64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<3x1x2xi64>) outs(%2 : tensor<3x1x2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %21 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %21 : i1
    } -> tensor<3x1x2xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %5, %4 : tensor<3x1x2xi1>, tensor<3x1x2xi64>, tensor<3x1x2xi64>) outs(%0 : tensor<3x1x2xi64>) {
    ^bb0(%in: i1, %in_4: i64, %in_5: i64, %out: i64):
      %21 = arith.select %in, %in_4, %in_5 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x2xi64>
    %8 = tensor.empty() : tensor<3x1x2xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<3x1x2xi64>) outs(%9 : tensor<3x1x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %21 = linalg.index 0 : index
      %22 = arith.index_cast %in : i64 to index
      %23 = linalg.index 2 : index
      %24 = arith.cmpi slt, %22, %c5 : index
      cf.assert %24, "index must be smaller than dim size"
      %25 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %25, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%21, %22, %23] : tensor<3x5x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x1x2xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %cst_1, %10 : tensor<3x1x2xi1>, tensor<1xf32>, tensor<3x1x2xf32>) outs(%8 : tensor<3x1x2xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %21 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<3x1x2xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<3x1x2xf32>) outs(%8 : tensor<3x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.negf %in : f32
      linalg.yield %21 : f32
    } -> tensor<3x1x2xf32>
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<3x1x2xi1> into tensor<3x2xi1>
    %13 = tensor.empty() : tensor<3x2xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %cst_1, %cst_0 : tensor<3x2xi1>, tensor<1xf32>, tensor<1xf32>) outs(%13 : tensor<3x2xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %21 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<3x2xf32>
    %collapsed_3 = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<3x1x2xf32> into tensor<3x2xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_3, %14 : tensor<3x2xf32>, tensor<3x2xf32>) outs(%13 : tensor<3x2xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.mulf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<3x2xf32>
    %16 = tensor.empty() : tensor<f32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<f32>) -> tensor<f32>
    %18 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction"]} ins(%15 : tensor<3x2xf32>) outs(%17 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    %19 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["reduction", "reduction"]} ins(%14 : tensor<3x2xf32>) outs(%17 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    %20 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%18, %19 : tensor<f32>, tensor<f32>) outs(%16 : tensor<f32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.divf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    return %20 : tensor<f32>
  }
}
