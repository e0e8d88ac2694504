#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_gather_elements_0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xi64>) -> tensor<2x2xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x2xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x2xi64>) outs(%0 : tensor<2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %8 = arith.addi %in, %c2_i64 : i64
      linalg.yield %8 : i64
    } -> tensor<2x2xi64>
    %2 = tensor.empty() : tensor<2x2xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x2xi64>) outs(%2 : tensor<2x2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %8 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %8 : i1
    } -> tensor<2x2xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %1, %arg1 : tensor<2x2xi1>, tensor<2x2xi64>, tensor<2x2xi64>) outs(%0 : tensor<2x2xi64>) {
    ^bb0(%in: i1, %in_0: i64, %in_1: i64, %out: i64):
      %8 = arith.select %in, %in_0, %in_1 : i64
      linalg.yield %8 : i64
    } -> tensor<2x2xi64>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x2xi64>) outs(%6 : tensor<2x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %8 = linalg.index 0 : index
      %9 = arith.index_cast %in : i64 to index
      %10 = arith.cmpi slt, %9, %c2 : index
      cf.assert %10, "index must be smaller than dim size"
      %11 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %11, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%8, %9] : tensor<2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x2xf32>
    return %7 : tensor<2x2xf32>
  }
}
