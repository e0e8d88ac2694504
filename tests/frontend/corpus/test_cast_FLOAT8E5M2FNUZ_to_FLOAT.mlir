#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_cast_FLOAT8E5M2FNUZ_to_FLOAT(%arg0: tensor<3x5xf8E5M2FNUZ>) -> tensor<3x5xf32> {
    %0 = tensor.empty() : tensor<3x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xf8E5M2FNUZ>) outs(%0 : tensor<3x5xf32>) {
    ^bb0(%in: f8E5M2FNUZ, %out: f32):
      %2 = arith.extf %in : f8E5M2FNUZ to f32
      linalg.yield %2 : f32
    } -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
}
