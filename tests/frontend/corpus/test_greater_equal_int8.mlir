#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_greater_equal_int8(%arg0: tensor<3x4x5xi8>, %arg1: tensor<3x4x5xi8>) -> tensor<3x4x5xi1> {
    %0 = tensor.empty() : tensor<3x4x5xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x4x5xi8>, tensor<3x4x5xi8>) outs(%0 : tensor<3x4x5xi1>) {
    ^bb0(%in: i8, %in_0: i8, %out: i1):
      %2 = arith.cmpi sge, %in, %in_0 : i8
      linalg.yield %2 : i1
    } -> tensor<3x4x5xi1>
    return %1 : tensor<3x4x5xi1>
  }
}
