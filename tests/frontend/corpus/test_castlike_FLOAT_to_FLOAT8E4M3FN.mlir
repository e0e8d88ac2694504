#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_castlike_FLOAT_to_FLOAT8E4M3FN(%arg0: tensor<3x5xf32>, %arg1: tensor<0xf8E4M3FN>) -> tensor<3x5xf8E4M3FN> {
    %0 = tensor.empty() : tensor<3x5xf8E4M3FN>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xf32>) outs(%0 : tensor<3x5xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %2 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %2 : f8E4M3FN
    } -> tensor<3x5xf8E4M3FN>
    return %1 : tensor<3x5xf8E4M3FN>
  }
}
