#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_expand_dim_unchanged(%arg0: tensor<3x1xf32>, %arg1: tensor<2xi64>) -> tensor<3x4xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %arg1[0] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %0 = arith.cmpi sle, %extracted, %c3_i64 : i64
    cf.assert %0, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %1 = tensor.empty() : tensor<3x4xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<3xf32>) outs(%1 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
