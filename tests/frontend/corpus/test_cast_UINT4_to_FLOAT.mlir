#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_cast_UINT4_to_FLOAT(%arg0: tensor<5x5xi4>) -> tensor<5x5xf32> {
    %0 = tensor.empty() : tensor<5x5xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x5xi4>) outs(%0 : tensor<5x5xf32>) {
    ^bb0(%in: i4, %out: f32):
      %2 = arith.uitofp %in : i4 to f32
      linalg.yield %2 : f32
    } -> tensor<5x5xf32>
    return %1 : tensor<5x5xf32>
  }
}
