#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_cast_INT4_to_INT8(%arg0: tensor<5x5xi4>) -> tensor<5x5xi8> {
    %0 = tensor.empty() : tensor<5x5xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5x5xi4>) outs(%0 : tensor<5x5xi8>) {
    ^bb0(%in: i4, %out: i8):
      %2 = arith.extsi %in : i4 to i8
      linalg.yield %2 : i8
    } -> tensor<5x5xi8>
    return %1 : tensor<5x5xi8>
  }
}
