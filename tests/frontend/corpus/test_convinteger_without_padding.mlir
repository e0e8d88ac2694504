#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_convinteger_without_padding(%arg0: tensor<1x1x3x3xi8>, %arg1: tensor<1x1x2x2xi8>, %arg2: tensor<i8>) -> tensor<1x1x2x2xi32> {
    %c0_i32 = arith.constant 0 : i32
    %c-128_i8 = arith.constant -128 : i8
    %c-128_i32 = arith.constant -128 : i32
    %extracted = tensor.extract %arg2[] : tensor<i8>
    %0 = arith.extui %extracted : i8 to i64
    %1 = arith.trunci %0 : i64 to i32
    %2 = arith.addi %1, %c-128_i32 : i32
    %3 = tensor.empty() : tensor<1x1x3x3xi8>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x3x3xi8>) outs(%3 : tensor<1x1x3x3xi8>) {
    ^bb0(%in: i8, %out: i8):
      %10 = arith.addi %in, %c-128_i8 : i8
      linalg.yield %10 : i8
    } -> tensor<1x1x3x3xi8>
    %5 = tensor.empty() : tensor<1x1x2x2xi8>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x1x2x2xi8>) outs(%5 : tensor<1x1x2x2xi8>) {
    ^bb0(%in: i8, %out: i8):
      %10 = arith.addi %in, %c-128_i8 : i8
      linalg.yield %10 : i8
    } -> tensor<1x1x2x2xi8>
    %7 = tensor.empty() : tensor<1x1x2x2xi32>
    %8 = linalg.fill ins(%c0_i32 : i32) outs(%7 : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
    %9 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%4, %6, %2, %c-128_i32 : tensor<1x1x3x3xi8>, tensor<1x1x2x2xi8>, i32, i32) outs(%8 : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
    return %9 : tensor<1x1x2x2xi32>
  }
}
