#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_castlike_FLOAT16_to_FLOAT8E5M2(%arg0: tensor<3x5xf16>, %arg1: tensor<0xf8E5M2>) -> tensor<3x5xf8E5M2> {
    %0 = tensor.empty() : tensor<3x5xf8E5M2>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xf16>) outs(%0 : tensor<3x5xf8E5M2>) {
    ^bb0(%in: f16, %out: f8E5M2):
      %2 = arith.truncf %in : f16 to f8E5M2
      linalg.yield %2 : f8E5M2
    } -> tensor<3x5xf8E5M2>
    return %1 : tensor<3x5xf8E5M2>
  }
}
