#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_qlinearmatmul_3D_uint8_float16(%arg0: tensor<2x2x4xi8>, %arg1: tensor<1xf16>, %arg2: tensor<1xi8>, %arg3: tensor<2x4x3xi8>, %arg4: tensor<1xf16>, %arg5: tensor<1xi8>, %arg6: tensor<1xf16>, %arg7: tensor<1xi8>) -> tensor<2x2x3xi8> {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.550000e+02 : f32
    %collapsed = tensor.collapse_shape %arg7 [] : tensor<1xi8> into tensor<i8>
    %extracted = tensor.extract %collapsed[] : tensor<i8>
    %0 = arith.extui %extracted : i8 to i64
    %collapsed_1 = tensor.collapse_shape %arg1 [] : tensor<1xf16> into tensor<f16>
    %extracted_2 = tensor.extract %collapsed_1[] : tensor<f16>
    %1 = arith.extf %extracted_2 : f16 to f64
    %collapsed_3 = tensor.collapse_shape %arg6 [] : tensor<1xf16> into tensor<f16>
    %extracted_4 = tensor.extract %collapsed_3[] : tensor<f16>
    %2 = arith.extf %extracted_4 : f16 to f64
    %collapsed_5 = tensor.collapse_shape %arg4 [] : tensor<1xf16> into tensor<f16>
    %extracted_6 = tensor.extract %collapsed_5[] : tensor<f16>
    %3 = arith.extf %extracted_6 : f16 to f64
    %4 = tensor.empty() : tensor<2x2x3xi32>
    %5 = linalg.fill ins(%c0_i32 : i32) outs(%4 : tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
    %6 = linalg.batch_matmul ins(%arg0, %arg3 : tensor<2x2x4xi8>, tensor<2x4x3xi8>) outs(%5 : tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
    %7 = arith.mulf %1, %3 : f64
    %8 = tensor.empty() : tensor<2x2x3xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x2x3xi32>) outs(%8 : tensor<2x2x3xf32>) {
    ^bb0(%in: i32, %out: f32):
      %12 = arith.truncf %7 : f64 to f32
      %13 = arith.sitofp %in : i32 to f32
      %14 = arith.mulf %13, %12 : f32
      linalg.yield %14 : f32
    } -> tensor<2x2x3xf32>
    %10 = tensor.empty() : tensor<2x2x3xi8>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x2x3xf32>) outs(%10 : tensor<2x2x3xi8>) {
    ^bb0(%in: f32, %out: i8):
      %12 = arith.truncf %2 : f64 to f32
      %13 = arith.sitofp %0 : i64 to f32
      %14 = arith.divf %in, %12 : f32
      %15 = math.roundeven %14 : f32
      %16 = arith.addf %15, %13 : f32
      %17 = arith.maximumf %16, %cst : f32
      %18 = arith.minimumf %17, %cst_0 : f32
      %19 = arith.fptoui %18 : f32 to i8
      linalg.yield %19 : i8
    } -> tensor<2x2x3xi8>
    return %11 : tensor<2x2x3xi8>
  }
}
