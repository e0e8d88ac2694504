#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_upsample_nearest(%arg0: tensor<1x1x2x2xf32>, %arg1: tensor<4xf32>) -> tensor<1x1x4x6xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 1.000000e+00 : f32
    %extracted_slice = tensor.extract_slice %arg1[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xf32>
    %extracted_slice_1 = tensor.extract_slice %arg1[3] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %extracted_2 = tensor.extract %extracted_slice_1[%c0] : tensor<1xf32>
    %0 = tensor.empty() : tensor<1x1x4x6xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%0 : tensor<1x1x4x6xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 2 : index
      %3 = linalg.index 3 : index
      %4 = arith.index_cast %2 : index to i64
      %5 = arith.sitofp %4 : i64 to f32
      %6 = arith.divf %5, %extracted : f32
      %7 = math.floor %6 : f32
      %8 = arith.maximumf %7, %cst : f32
      %9 = arith.minimumf %8, %cst_0 : f32
      %10 = arith.fptosi %9 : f32 to i64
      %11 = arith.index_cast %10 : i64 to index
      %12 = arith.index_cast %3 : index to i64
      %13 = arith.sitofp %12 : i64 to f32
      %14 = arith.divf %13, %extracted_2 : f32
      %15 = math.floor %14 : f32
      %16 = arith.maximumf %15, %cst : f32
      %17 = arith.minimumf %16, %cst_0 : f32
      %18 = arith.fptosi %17 : f32 to i64
      %19 = arith.index_cast %18 : i64 to index
      %extracted_3 = tensor.extract %arg0[%c0, %c0, %11, %19] : tensor<1x1x2x2xf32>
      linalg.yield %extracted_3 : f32
    } -> tensor<1x1x4x6xf32>
    return %1 : tensor<1x1x4x6xf32>
  }
}
