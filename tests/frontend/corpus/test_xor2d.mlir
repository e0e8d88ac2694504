#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_xor2d(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xi1>) -> tensor<3x4xi1> {
    %0 = tensor.empty() : tensor<3x4xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x4xi1>, tensor<3x4xi1>) outs(%0 : tensor<3x4xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %2 = arith.xori %in, %in_0 : i1
      linalg.yield %2 : i1
    } -> tensor<3x4xi1>
    return %1 : tensor<3x4xi1>
  }
}
