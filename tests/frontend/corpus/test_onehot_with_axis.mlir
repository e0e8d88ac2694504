#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @test_onehot_with_axis(%arg0: tensor<2x2xf32>, %arg1: tensor<f32>, %arg2: tensor<2xf32>) -> tensor<2x10x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %0 = arith.extf %extracted : f32 to f64
    %1 = arith.fptosi %0 : f64 to i64
    %2 = tensor.empty() : tensor<2x2xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x2xf32>) outs(%2 : tensor<2x2xi1>) {
    ^bb0(%in: f32, %out: i1):
      %29 = arith.cmpf olt, %in, %cst : f32
      linalg.yield %29 : i1
    } -> tensor<2x2xi1>
    %4 = tensor.empty() : tensor<2x2xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x2xf32>) outs(%4 : tensor<2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.sitofp %1 : i64 to f32
      %30 = arith.addf %in, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<2x2xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %5, %arg0 : tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) outs(%4 : tensor<2x2xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %29 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %29 : f32
    } -> tensor<2x2xf32>
    %extracted_slice = tensor.extract_slice %arg2[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %extracted_0 = tensor.extract %extracted_slice[%c0] : tensor<1xf32>
    %7 = arith.extf %extracted_0 : f32 to f64
    %extracted_slice_1 = tensor.extract_slice %arg2[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %extracted_2 = tensor.extract %extracted_slice_1[%c0] : tensor<1xf32>
    %8 = arith.extf %extracted_2 : f32 to f64
    %9 = arith.index_cast %1 : i64 to index
    %10 = tensor.empty(%9) : tensor<?xi64>
    %11 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%10 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %29 = linalg.index 0 : index
      %30 = arith.index_cast %29 : index to i64
      linalg.yield %30 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xf32> into tensor<2x2x1xf32>
    %12 = tensor.empty() : tensor<2x2x1xi64>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x2x1xf32>) outs(%12 : tensor<2x2x1xi64>) {
    ^bb0(%in: f32, %out: i64):
      %29 = arith.fptosi %in : f32 to i64
      linalg.yield %29 : i64
    } -> tensor<2x2x1xi64>
    %14 = tensor.empty() : tensor<2x2x10xi1>
    %15 = linalg.generic {indexing_maps = [#map3, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %11 : tensor<2x2x1xi64>, tensor<?xi64>) outs(%14 : tensor<2x2x10xi1>) {
    ^bb0(%in: i64, %in_3: i64, %out: i1):
      %29 = arith.cmpi eq, %in, %in_3 : i64
      linalg.yield %29 : i1
    } -> tensor<2x2x10xi1>
    %16 = tensor.empty() : tensor<2x2x10xi32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x2x10xi1>) outs(%16 : tensor<2x2x10xi32>) {
    ^bb0(%in: i1, %out: i32):
      %29 = arith.extui %in : i1 to i32
      linalg.yield %29 : i32
    } -> tensor<2x2x10xi32>
    %18 = tensor.empty() : tensor<2x10x2xi32>
    %transposed = linalg.transpose ins(%17 : tensor<2x2x10xi32>) outs(%18 : tensor<2x10x2xi32>) permutation = [0, 2, 1] 
    %19 = tensor.empty() : tensor<2x10x2xi1>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x10x2xi32>) outs(%19 : tensor<2x10x2xi1>) {
    ^bb0(%in: i32, %out: i1):
      %29 = arith.cmpi ne, %in, %c0_i32 : i32
      linalg.yield %29 : i1
    } -> tensor<2x10x2xi1>
    %21 = tensor.empty() : tensor<f64>
    %22 = linalg.fill ins(%8 : f64) outs(%21 : tensor<f64>) -> tensor<f64>
    %23 = tensor.empty() : tensor<f32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%22 : tensor<f64>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %29 = arith.truncf %in : f64 to f32
      linalg.yield %29 : f32
    } -> tensor<f32>
    %25 = linalg.fill ins(%7 : f64) outs(%21 : tensor<f64>) -> tensor<f64>
    %26 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%25 : tensor<f64>) outs(%23 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %29 = arith.truncf %in : f64 to f32
      linalg.yield %29 : f32
    } -> tensor<f32>
    %27 = tensor.empty() : tensor<2x10x2xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map6, #map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %24, %26 : tensor<2x10x2xi1>, tensor<f32>, tensor<f32>) outs(%27 : tensor<2x10x2xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %29 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %29 : f32
    } -> tensor<2x10x2xf32>
    return %28 : tensor<2x10x2xf32>
  }
}
