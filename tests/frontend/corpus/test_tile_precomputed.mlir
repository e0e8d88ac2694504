#map = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_tile_precomputed(%arg0: tensor<2x2xf32>, %arg1: tensor<2xi64>) -> tensor<4x4xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %extracted_slice = tensor.extract_slice %arg1[0] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi64>
    %extracted_slice_0 = tensor.extract_slice %arg1[1] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %extracted_1 = tensor.extract %extracted_slice_0[%c0] : tensor<1xi64>
    %0 = arith.cmpi slt, %extracted, %c0_i64 : i64
    %1 = arith.index_cast %extracted : i64 to index
    %2 = arith.select %0, %c1, %1 : index
    %3 = arith.cmpi slt, %extracted_1, %c0_i64 : i64
    %4 = arith.index_cast %extracted_1 : i64 to index
    %5 = arith.select %3, %c1, %4 : index
    %6 = tensor.empty(%2, %5) : tensor<?x2x?x2xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x2xf32>) outs(%6 : tensor<?x2x?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2x?x2xf32>
    %8 = arith.index_cast %5 : index to i64
    %9 = arith.cmpi slt, %8, %c0_i64 : i64
    %10 = arith.select %9, %c1_i64, %8 : i64
    %11 = arith.select %9, %c2_i64, %c1_i64 : i64
    %12 = arith.muli %10, %c2_i64 : i64
    %13 = arith.cmpi sle, %11, %c1_i64 : i64
    cf.assert %13, "must have at most one inferred (negative) dimension"
    %14 = arith.index_cast %2 : index to i64
    %15 = arith.muli %14, %c2_i64 : i64
    %16 = arith.muli %15, %8 : i64
    %17 = arith.muli %16, %c2_i64 : i64
    %18 = arith.divsi %17, %12 : i64
    %19 = arith.select %9, %18, %8 : i64
    %from_elements = tensor.from_elements %18, %19, %c2_i64 : tensor<3xi64>
    %reshape = tensor.reshape %7(%from_elements) : (tensor<?x2x?x2xf32>, tensor<3xi64>) -> tensor<4x?x2xf32>
    %collapsed = tensor.collapse_shape %reshape [[0], [1, 2]] : tensor<4x?x2xf32> into tensor<4x?xf32>
    %cast = tensor.cast %collapsed : tensor<4x?xf32> to tensor<4x4xf32>
    return %cast : tensor<4x4xf32>
  }
}
