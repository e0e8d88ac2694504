#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_cast_UINT4_to_FLOAT16(%arg0: tensor<5x5xi4>) -> tensor<5x5xf16> {
    %0 = tensor.empty() : tensor<5x5xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x5xi4>) outs(%0 : tensor<5x5xf16>) {
    ^bb0(%in: i4, %out: f16):
      %2 = arith.uitofp %in : i4 to f16
      linalg.yield %2 : f16
    } -> tensor<5x5xf16>
    return %1 : tensor<5x5xf16>
  }
}
