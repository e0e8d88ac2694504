#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_dequantizelinear_int16(%arg0: tensor<4xi16>, %arg1: tensor<f32>, %arg2: tensor<i16>) -> tensor<4xf32> {
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %extracted_0 = tensor.extract %arg2[] : tensor<i16>
    %0 = arith.extsi %extracted_0 : i16 to i64
    %1 = tensor.empty() : tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi16>) outs(%1 : tensor<4xf32>) {
    ^bb0(%in: i16, %out: f32):
      %3 = arith.extsi %in : i16 to i64
      %4 = arith.subi %3, %0 : i64
      %5 = arith.sitofp %4 : i64 to f32
      %6 = arith.mulf %5, %extracted : f32
      linalg.yield %6 : f32
    } -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
