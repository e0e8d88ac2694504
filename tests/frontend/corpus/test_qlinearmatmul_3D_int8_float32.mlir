#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @test_qlinearmatmul_3D_int8_float32(%arg0: tensor<2x2x4xi8>, %arg1: tensor<1xf32>, %arg2: tensor<1xi8>, %arg3: tensor<2x4x3xi8>, %arg4: tensor<1xf32>, %arg5: tensor<1xi8>, %arg6: tensor<1xf32>, %arg7: tensor<1xi8>) -> tensor<2x2x3xi8> {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant -1.280000e+02 : f32
    %cst_0 = arith.constant 1.270000e+02 : f32
    %collapsed = tensor.collapse_shape %arg7 [] : tensor<1xi8> into tensor<i8>
    %extracted = tensor.extract %collapsed[] : tensor<i8>
    %0 = arith.extsi %extracted : i8 to i64
    %collapsed_1 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
    %extracted_2 = tensor.extract %collapsed_1[] : tensor<f32>
    %1 = arith.extf %extracted_2 : f32 to f64
    %collapsed_3 = tensor.collapse_shape %arg6 [] : tensor<1xf32> into tensor<f32>
    %extracted_4 = tensor.extract %collapsed_3[] : tensor<f32>
    %collapsed_5 = tensor.collapse_shape %arg4 [] : tensor<1xf32> into tensor<f32>
    %extracted_6 = tensor.extract %collapsed_5[] : tensor<f32>
    %2 = arith.extf %extracted_6 : f32 to f64
    %3 = tensor.empty() : tensor<2x2x3xi32>
    %4 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
    %5 = linalg.batch_matmul ins(%arg0, %arg3 : tensor<2x2x4xi8>, tensor<2x4x3xi8>) outs(%4 : tensor<2x2x3xi32>) -> tensor<2x2x3xi32>
    %6 = arith.mulf %1, %2 : f64
    %7 = tensor.empty() : tensor<2x2x3xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x2x3xi32>) outs(%7 : tensor<2x2x3xf32>) {
    ^bb0(%in: i32, %out: f32):
      %11 = arith.truncf %6 : f64 to f32
      %12 = arith.sitofp %in : i32 to f32
      %13 = arith.mulf %12, %11 : f32
      linalg.yield %13 : f32
    } -> tensor<2x2x3xf32>
    %9 = tensor.empty() : tensor<2x2x3xi8>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x2x3xf32>) outs(%9 : tensor<2x2x3xi8>) {
    ^bb0(%in: f32, %out: i8):
      %11 = arith.sitofp %0 : i64 to f32
      %12 = arith.divf %in, %extracted_4 : f32
      %13 = math.roundeven %12 : f32
      %14 = arith.addf %13, %11 : f32
      %15 = arith.maximumf %14, %cst : f32
      %16 = arith.minimumf %15, %cst_0 : f32
      %17 = arith.fptosi %16 : f32 to i8
      linalg.yield %17 : i8
    } -> tensor<2x2x3xi8>
    return %10 : tensor<2x2x3xi8>
  }
}
