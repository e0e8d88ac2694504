#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
module {
  func.func @test_eyelike_with_dtype(%arg0: tensor<3x4xi32>) -> tensor<3x4xf64> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f64>
    %0 = tensor.empty() : tensor<3xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %8 = linalg.index 0 : index
      %9 = arith.index_cast %8 : index to i64
      linalg.yield %9 : i64
    } -> tensor<3xi64>
    %2 = tensor.empty() : tensor<4xi64>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%2 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %8 = linalg.index 0 : index
      %9 = arith.index_cast %8 : index to i64
      linalg.yield %9 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %4 = tensor.empty() : tensor<3x4xi1>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %3 : tensor<3x1xi64>, tensor<4xi64>) outs(%4 : tensor<3x4xi1>) {
    ^bb0(%in: i64, %in_1: i64, %out: i1):
      %8 = arith.cmpi eq, %in, %in_1 : i64
      linalg.yield %8 : i1
    } -> tensor<3x4xi1>
    %6 = tensor.empty() : tensor<3x4xf64>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0, %cst : tensor<3x4xi1>, tensor<f64>, tensor<f64>) outs(%6 : tensor<3x4xf64>) {
    ^bb0(%in: i1, %in_1: f64, %in_2: f64, %out: f64):
      %8 = arith.select %in, %in_1, %in_2 : f64
      linalg.yield %8 : f64
    } -> tensor<3x4xf64>
    return %7 : tensor<3x4xf64>
  }
}
