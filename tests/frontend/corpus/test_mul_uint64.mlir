#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_mul_uint64(%arg0: tensor<3x4x5xi64>, %arg1: tensor<3x4x5xi64>) -> tensor<3x4x5xi64> {
    %0 = tensor.empty() : tensor<3x4x5xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x4x5xi64>, tensor<3x4x5xi64>) outs(%0 : tensor<3x4x5xi64>) {
    ^bb0(%in: i64, %in_0: i64, %out: i64):
      %2 = arith.muli %in, %in_0 : i64
      linalg.yield %2 : i64
    } -> tensor<3x4x5xi64>
    return %1 : tensor<3x4x5xi64>
  }
}
