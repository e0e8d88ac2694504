#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, 0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, 1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_gridsample_nearest_align_corners_1_additional_1(%arg0: tensor<1x1x3x2xf32>, %arg1: tensor<1x2x4x2xf32>) -> tensor<1x1x2x4xf32> {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<1x1x2x4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %arg1 : tensor<1x2x4x2xf32>, tensor<1x2x4x2xf32>) outs(%0 : tensor<1x1x2x4xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %2 = arith.addf %in_2, %cst_0 : f32
      %3 = arith.addf %in, %cst_0 : f32
      %4 = arith.mulf %3, %cst_1 : f32
      %5 = arith.addf %2, %cst : f32
      %6 = arith.addf %4, %cst : f32
      %7 = arith.cmpf olt, %5, %cst : f32
      %8 = arith.cmpf olt, %6, %cst : f32
      %9 = arith.fptosi %5 : f32 to i64
      %10 = arith.fptosi %6 : f32 to i64
      %11 = arith.subi %9, %c1_i64 : i64
      %12 = arith.subi %10, %c1_i64 : i64
      %13 = arith.select %7, %11, %9 : i64
      %14 = arith.select %8, %12, %10 : i64
      %15 = arith.select %7, %c0_i64, %9 : i64
      %16 = arith.select %8, %c0_i64, %10 : i64
      %17 = arith.addi %13, %c1_i64 : i64
      %18 = arith.addi %14, %c1_i64 : i64
      %19 = arith.cmpi sgt, %17, %c2_i64 : i64
      %20 = arith.cmpi sgt, %18, %c1_i64 : i64
      %21 = arith.select %19, %13, %17 : i64
      %22 = arith.select %20, %14, %18 : i64
      %23 = arith.index_cast %15 : i64 to index
      %24 = arith.index_cast %16 : i64 to index
      %25 = arith.index_cast %21 : i64 to index
      %26 = arith.index_cast %22 : i64 to index
      %extracted = tensor.extract %arg0[%c0, %c0, %23, %24] : tensor<1x1x3x2xf32>
      %27 = arith.select %7, %cst, %extracted : f32
      %28 = arith.select %8, %cst, %27 : f32
      %extracted_3 = tensor.extract %arg0[%c0, %c0, %23, %26] : tensor<1x1x3x2xf32>
      %29 = arith.select %20, %cst, %extracted_3 : f32
      %30 = arith.select %7, %cst, %29 : f32
      %extracted_4 = tensor.extract %arg0[%c0, %c0, %25, %24] : tensor<1x1x3x2xf32>
      %31 = arith.select %19, %cst, %extracted_4 : f32
      %32 = arith.select %8, %cst, %31 : f32
      %extracted_5 = tensor.extract %arg0[%c0, %c0, %25, %26] : tensor<1x1x3x2xf32>
      %33 = arith.select %19, %cst, %extracted_5 : f32
      %34 = arith.select %20, %cst, %33 : f32
      %35 = arith.sitofp %13 : i64 to f32
      %36 = arith.sitofp %14 : i64 to f32
      %37 = arith.subf %5, %35 : f32
      %38 = arith.subf %6, %36 : f32
      %39 = arith.cmpf olt, %38, %cst_1 : f32
      %40 = arith.select %39, %28, %30 : f32
      %41 = arith.select %39, %32, %34 : f32
      %42 = arith.cmpf olt, %37, %cst_1 : f32
      %43 = arith.select %42, %40, %41 : f32
      linalg.yield %43 : f32
    } -> tensor<1x1x2x4xf32>
    return %1 : tensor<1x1x2x4xf32>
  }
}
