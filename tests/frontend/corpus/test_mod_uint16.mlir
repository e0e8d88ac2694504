#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_mod_uint16(%arg0: tensor<3xi16>, %arg1: tensor<3xi16>) -> tensor<3xi16> {
    %c0_i16 = arith.constant 0 : i16
    %0 = tensor.empty() : tensor<3xi16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xi16>, tensor<3xi16>) outs(%0 : tensor<3xi16>) {
    ^bb0(%in: i16, %in_0: i16, %out: i16):
      %2 = arith.remsi %in, %in_0 : i16
      %3 = arith.cmpi ne, %2, %c0_i16 : i16
      %4 = arith.cmpi slt, %in_0, %c0_i16 : i16
      %5 = arith.cmpi slt, %2, %c0_i16 : i16
      %6 = arith.xori %4, %5 : i1
      %7 = arith.andi %3, %6 : i1
      %8 = arith.addi %2, %in_0 : i16
      %9 = arith.select %7, %8, %2 : i16
      linalg.yield %9 : i16
    } -> tensor<3xi16>
    return %1 : tensor<3xi16>
  }
}
