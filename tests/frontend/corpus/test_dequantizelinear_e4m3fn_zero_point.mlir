#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_dequantizelinear_e4m3fn_zero_point(%arg0: tensor<5xf8E4M3FN>, %arg1: tensor<f32>, %arg2: tensor<1xf8E4M3FN>) -> tensor<5xf32> {
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %extracted_0 = tensor.extract %arg2[%c0] : tensor<1xf8E4M3FN>
    %0 = arith.extf %extracted_0 : f8E4M3FN to f64
    %1 = tensor.empty() : tensor<5xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf8E4M3FN>) outs(%1 : tensor<5xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %5 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %5 : f32
    } -> tensor<5xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<5xf32>) outs(%1 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.truncf %0 : f64 to f32
      %6 = arith.subf %in, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<5xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<5xf32>) outs(%1 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.mulf %in, %extracted : f32
      linalg.yield %5 : f32
    } -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
}
