#map = affine_map<(d0, d1) -> (0, d1)>
#map1 = affine_map<(d0, d1) -> (0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> (0)>
module {
  func.func @test_det_2d(%arg0: tensor<2x2xf32>) -> tensor<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [1, 1] [1, 1] : tensor<2x2xf32> to tensor<1x1xf32>
    %collapsed = tensor.collapse_shape %extracted_slice_1 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %inserted_slice = tensor.insert_slice %collapsed into %0[0] [1] [1] : tensor<1xf32> into tensor<2xf32>
    %extracted_slice_2 = tensor.extract_slice %arg0[1, 0] [1, 1] [1, 1] : tensor<2x2xf32> to tensor<1xf32>
    %extracted_slice_3 = tensor.extract_slice %arg0[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
    %1 = tensor.empty() : tensor<1x2xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_1, %extracted_slice_3, %extracted_slice_2 : tensor<1x2xf32>, tensor<1x1xf32>, tensor<1x2xf32>, tensor<1xf32>) outs(%1 : tensor<1x2xf32>) {
    ^bb0(%in: f32, %in_9: f32, %in_10: f32, %in_11: f32, %out: f32):
      %6 = arith.divf %in_11, %in_9 : f32
      %7 = arith.cmpf one, %in_9, %cst : f32
      cf.assert %7, "unimplemented: determinants requiring permutations and singular matrices"
      %8 = arith.mulf %6, %in : f32
      %9 = arith.subf %in_10, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<1x2xf32>
    %inserted_slice_4 = tensor.insert_slice %2 into %arg0[1, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
    %extracted_slice_5 = tensor.extract_slice %inserted_slice_4[1, 1] [1, 1] [1, 1] : tensor<2x2xf32> to tensor<1x1xf32>
    %collapsed_6 = tensor.collapse_shape %extracted_slice_5 [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
    %inserted_slice_7 = tensor.insert_slice %collapsed_6 into %inserted_slice[1] [1] [1] : tensor<1xf32> into tensor<2xf32>
    %3 = tensor.empty() : tensor<1xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1xf32>) -> tensor<1xf32>
    %5 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%inserted_slice_7 : tensor<2xf32>) outs(%4 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.mulf %in, %out : f32
      linalg.yield %6 : f32
    } -> tensor<1xf32>
    %collapsed_8 = tensor.collapse_shape %5 [] : tensor<1xf32> into tensor<f32>
    return %collapsed_8 : tensor<f32>
  }
}
