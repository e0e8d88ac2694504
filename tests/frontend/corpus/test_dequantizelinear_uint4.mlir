#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_dequantizelinear_uint4(%arg0: tensor<5xi4>, %arg1: tensor<f32>, %arg2: tensor<1xi4>) -> tensor<5xf32> {
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %extracted_0 = tensor.extract %arg2[%c0] : tensor<1xi4>
    %0 = arith.extui %extracted_0 : i4 to i64
    %1 = tensor.empty() : tensor<5xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xi4>) outs(%1 : tensor<5xf32>) {
    ^bb0(%in: i4, %out: f32):
      %3 = arith.extui %in : i4 to i64
      %4 = arith.subi %3, %0 : i64
      %5 = arith.sitofp %4 : i64 to f32
      %6 = arith.mulf %5, %extracted : f32
      linalg.yield %6 : f32
    } -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
