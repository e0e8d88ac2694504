#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0)>
module {
  func.func @test_matmulinteger(%arg0: tensor<4x3xi8>, %arg1: tensor<3x2xi8>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>) -> tensor<4x2xi32> {
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<4x3xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x3xi8>) outs(%0 : tensor<4x3xi32>) {
    ^bb0(%in: i8, %out: i32):
      %11 = arith.extui %in : i8 to i32
      linalg.yield %11 : i32
    } -> tensor<4x3xi32>
    %2 = tensor.empty() : tensor<3x2xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<3x2xi8>) outs(%2 : tensor<3x2xi32>) {
    ^bb0(%in: i8, %out: i32):
      %11 = arith.extui %in : i8 to i32
      linalg.yield %11 : i32
    } -> tensor<3x2xi32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg2 : tensor<4x3xi32>, tensor<1xi8>) outs(%0 : tensor<4x3xi32>) {
    ^bb0(%in: i32, %in_0: i8, %out: i32):
      %11 = arith.extui %in_0 : i8 to i32
      %12 = arith.subi %in, %11 : i32
      linalg.yield %12 : i32
    } -> tensor<4x3xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg3 : tensor<3x2xi32>, tensor<1xi8>) outs(%2 : tensor<3x2xi32>) {
    ^bb0(%in: i32, %in_0: i8, %out: i32):
      %11 = arith.extui %in_0 : i8 to i32
      %12 = arith.subi %in, %11 : i32
      linalg.yield %12 : i32
    } -> tensor<3x2xi32>
    %6 = tensor.empty() : tensor<4x2xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<4x2xi64>) -> tensor<4x2xi64>
    %8 = linalg.matmul ins(%4, %5 : tensor<4x3xi32>, tensor<3x2xi32>) outs(%7 : tensor<4x2xi64>) -> tensor<4x2xi64>
    %9 = tensor.empty() : tensor<4x2xi32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x2xi64>) outs(%9 : tensor<4x2xi32>) {
    ^bb0(%in: i64, %out: i32):
      %11 = arith.trunci %in : i64 to i32
      linalg.yield %11 : i32
    } -> tensor<4x2xi32>
    return %10 : tensor<4x2xi32>
  }
}
