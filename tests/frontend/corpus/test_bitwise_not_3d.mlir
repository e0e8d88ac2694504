#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_bitwise_not_3d(%arg0: tensor<3x4x5xi16>) -> tensor<3x4x5xi16> {
    %c-1_i16 = arith.constant -1 : i16
    %0 = tensor.empty() : tensor<3x4x5xi16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x5xi16>) outs(%0 : tensor<3x4x5xi16>) {
    ^bb0(%in: i16, %out: i16):
      %2 = arith.xori %in, %c-1_i16 : i16
      linalg.yield %2 : i16
    } -> tensor<3x4x5xi16>
    return %1 : tensor<3x4x5xi16>
  }
}
