#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_hardmax_one_hot(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<1xi32>
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<1xi32>) -> tensor<1xi32>
    %2 = tensor.empty() : tensor<1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1xf32>) -> tensor<1xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<1x4xf32>) outs(%3, %1 : tensor<1xf32>, tensor<1xi32>) {
    ^bb0(%in: f32, %out: f32, %out_0: i32):
      %13 = linalg.index 1 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.maximumf %in, %out : f32
      %16 = arith.cmpf ogt, %in, %out : f32
      %17 = arith.select %16, %14, %out_0 : i32
      linalg.yield %15, %17 : f32, i32
    } -> (tensor<1xf32>, tensor<1xi32>)
    %5 = tensor.empty() : tensor<4xi64>
    %6 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%5 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %13 = linalg.index 0 : index
      %14 = arith.index_cast %13 : index to i64
      linalg.yield %14 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %4#1 [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x1xi32>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i32, %out: i64):
      %13 = arith.extsi %in : i32 to i64
      linalg.yield %13 : i64
    } -> tensor<1x1xi64>
    %9 = tensor.empty() : tensor<1x4xi1>
    %10 = linalg.generic {indexing_maps = [#map3, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %6 : tensor<1x1xi64>, tensor<4xi64>) outs(%9 : tensor<1x4xi1>) {
    ^bb0(%in: i64, %in_0: i64, %out: i1):
      %13 = arith.cmpi eq, %in, %in_0 : i64
      linalg.yield %13 : i1
    } -> tensor<1x4xi1>
    %11 = tensor.empty() : tensor<1x4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<1x4xi1>) outs(%11 : tensor<1x4xf32>) {
    ^bb0(%in: i1, %out: f32):
      %13 = arith.uitofp %in : i1 to f32
      linalg.yield %13 : f32
    } -> tensor<1x4xf32>
    return %12 : tensor<1x4xf32>
  }
}
