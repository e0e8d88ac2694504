#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_cast_FLOAT8E5M2_to_FLOAT16(%arg0: tensor<3x5xf8E5M2>) -> tensor<3x5xf16> {
    %0 = tensor.empty() : tensor<3x5xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xf8E5M2>) outs(%0 : tensor<3x5xf16>) {
    ^bb0(%in: f8E5M2, %out: f16):
      %2 = arith.extf %in : f8E5M2 to f16
      linalg.yield %2 : f16
    } -> tensor<3x5xf16>
    return %1 : tensor<3x5xf16>
  }
}
