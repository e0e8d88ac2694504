#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @test_bitwise_or_ui64_bcast_3v1d(%arg0: tensor<3x4x5xi64>, %arg1: tensor<5xi64>) -> tensor<3x4x5xi64> {
    %0 = tensor.empty() : tensor<3x4x5xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x4x5xi64>, tensor<5xi64>) outs(%0 : tensor<3x4x5xi64>) {
    ^bb0(%in: i64, %in_0: i64, %out: i64):
      %2 = arith.ori %in, %in_0 : i64
      linalg.yield %2 : i64
    } -> tensor<3x4x5xi64>
    return %1 : tensor<3x4x5xi64>
  }
}
