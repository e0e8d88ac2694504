#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_resize_downsample_scales_nearest(%arg0: tensor<1x1x2x4xf32>, %arg1: tensor<4xf32>) -> tensor<1x1x1x2xf32> {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c0 = arith.constant 0 : index
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %extracted_slice = tensor.extract_slice %arg1[0] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xf32>
    %0 = arith.extf %extracted : f32 to f64
    %1 = arith.cmpf ueq, %0, %cst : f64
    cf.assert %1, "Unsupported: non-trivial scale factor for dimension 0"
    %extracted_slice_4 = tensor.extract_slice %arg1[1] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %extracted_5 = tensor.extract %extracted_slice_4[%c0] : tensor<1xf32>
    %2 = arith.extf %extracted_5 : f32 to f64
    %3 = arith.cmpf ueq, %2, %cst : f64
    cf.assert %3, "Unsupported: non-trivial scale factor for dimension 1"
    %extracted_slice_6 = tensor.extract_slice %arg1[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %extracted_7 = tensor.extract %extracted_slice_6[%c0] : tensor<1xf32>
    %extracted_slice_8 = tensor.extract_slice %arg1[3] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %extracted_9 = tensor.extract %extracted_slice_8[%c0] : tensor<1xf32>
    %4 = tensor.empty() : tensor<1x1x1x2xf32>
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%4 : tensor<1x1x1x2xf32>) {
    ^bb0(%out: f32):
      %6 = linalg.index 3 : index
      %7 = arith.divf %cst_1, %extracted_7 : f32
      %8 = arith.subf %7, %cst_1 : f32
      %9 = math.floor %8 : f32
      %10 = math.ceil %8 : f32
      %11 = arith.subf %8, %9 : f32
      %12 = arith.cmpf ule, %11, %cst_1 : f32
      %13 = arith.select %12, %9, %10 : f32
      %14 = arith.maximumf %13, %cst_0 : f32
      %15 = arith.minimumf %14, %cst_2 : f32
      %16 = arith.fptosi %15 : f32 to i64
      %17 = arith.index_cast %16 : i64 to index
      %18 = arith.index_cast %6 : index to i64
      %19 = arith.sitofp %18 : i64 to f32
      %20 = arith.addf %19, %cst_1 : f32
      %21 = arith.divf %20, %extracted_9 : f32
      %22 = arith.subf %21, %cst_1 : f32
      %23 = math.floor %22 : f32
      %24 = math.ceil %22 : f32
      %25 = arith.subf %22, %23 : f32
      %26 = arith.cmpf ule, %25, %cst_1 : f32
      %27 = arith.select %26, %23, %24 : f32
      %28 = arith.maximumf %27, %cst_0 : f32
      %29 = arith.minimumf %28, %cst_3 : f32
      %30 = arith.fptosi %29 : f32 to i64
      %31 = arith.index_cast %30 : i64 to index
      %extracted_10 = tensor.extract %arg0[%c0, %c0, %17, %31] : tensor<1x1x2x4xf32>
      linalg.yield %extracted_10 : f32
    } -> tensor<1x1x1x2xf32>
    return %5 : tensor<1x1x1x2xf32>
  }
}
