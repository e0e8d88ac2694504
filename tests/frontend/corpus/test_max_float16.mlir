#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_max_float16(%arg0: tensor<3xf16>, %arg1: tensor<3xf16>) -> tensor<3xf16> {
    %0 = tensor.empty() : tensor<3xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xf16>, tensor<3xf16>) outs(%0 : tensor<3xf16>) {
    ^bb0(%in: f16, %in_0: f16, %out: f16):
      %2 = arith.cmpf ogt, %in, %in_0 : f16
      %3 = arith.select %2, %in, %in_0 : f16
      linalg.yield %3 : f16
    } -> tensor<3xf16>
    return %1 : tensor<3xf16>
  }
}
