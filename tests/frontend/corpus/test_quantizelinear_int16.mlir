#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_quantizelinear_int16(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<i16>) -> tensor<16xi16> {
    %cst = arith.constant 3.276700e+04 : f32
    %cst_0 = arith.constant -3.276800e+04 : f32
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %extracted_1 = tensor.extract %arg2[] : tensor<i16>
    %0 = arith.extsi %extracted_1 : i16 to i64
    %1 = tensor.empty() : tensor<16xi16>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<16xf32>) outs(%1 : tensor<16xi16>) {
    ^bb0(%in: f32, %out: i16):
      %3 = arith.sitofp %0 : i64 to f32
      %4 = arith.divf %in, %extracted : f32
      %5 = math.roundeven %4 : f32
      %6 = arith.addf %5, %3 : f32
      %7 = arith.maximumf %6, %cst_0 : f32
      %8 = arith.minimumf %7, %cst : f32
      %9 = arith.fptosi %8 : f32 to i16
      linalg.yield %9 : i16
    } -> tensor<16xi16>
    return %2 : tensor<16xi16>
  }
}
