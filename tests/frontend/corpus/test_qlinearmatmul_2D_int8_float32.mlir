#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_qlinearmatmul_2D_int8_float32(%arg0: tensor<2x4xi8>, %arg1: tensor<1xf32>, %arg2: tensor<1xi8>, %arg3: tensor<4x3xi8>, %arg4: tensor<1xf32>, %arg5: tensor<1xi8>, %arg6: tensor<1xf32>, %arg7: tensor<1xi8>) -> tensor<2x3xi8> {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant -1.280000e+02 : f32
    %cst_0 = arith.constant 1.270000e+02 : f32
    %collapsed = tensor.collapse_shape %arg2 [] : tensor<1xi8> into tensor<i8>
    %extracted = tensor.extract %collapsed[] : tensor<i8>
    %0 = arith.extsi %extracted : i8 to i64
    %collapsed_1 = tensor.collapse_shape %arg7 [] : tensor<1xi8> into tensor<i8>
    %extracted_2 = tensor.extract %collapsed_1[] : tensor<i8>
    %1 = arith.extsi %extracted_2 : i8 to i64
    %collapsed_3 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
    %extracted_4 = tensor.extract %collapsed_3[] : tensor<f32>
    %2 = arith.extf %extracted_4 : f32 to f64
    %collapsed_5 = tensor.collapse_shape %arg6 [] : tensor<1xf32> into tensor<f32>
    %extracted_6 = tensor.extract %collapsed_5[] : tensor<f32>
    %collapsed_7 = tensor.collapse_shape %arg5 [] : tensor<1xi8> into tensor<i8>
    %extracted_8 = tensor.extract %collapsed_7[] : tensor<i8>
    %3 = arith.extsi %extracted_8 : i8 to i64
    %collapsed_9 = tensor.collapse_shape %arg4 [] : tensor<1xf32> into tensor<f32>
    %extracted_10 = tensor.extract %collapsed_9[] : tensor<f32>
    %4 = arith.extf %extracted_10 : f32 to f64
    %5 = tensor.empty() : tensor<2x3xi32>
    %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<2x3xi32>) -> tensor<2x3xi32>
    %7 = arith.trunci %0 : i64 to i32
    %8 = arith.trunci %3 : i64 to i32
    %9 = linalg.quantized_matmul ins(%arg0, %arg3, %7, %8 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%6 : tensor<2x3xi32>) -> tensor<2x3xi32>
    %10 = arith.mulf %2, %4 : f64
    %11 = tensor.empty() : tensor<2x3xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<2x3xi32>) outs(%11 : tensor<2x3xf32>) {
    ^bb0(%in: i32, %out: f32):
      %15 = arith.truncf %10 : f64 to f32
      %16 = arith.sitofp %in : i32 to f32
      %17 = arith.mulf %16, %15 : f32
      linalg.yield %17 : f32
    } -> tensor<2x3xf32>
    %13 = tensor.empty() : tensor<2x3xi8>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<2x3xf32>) outs(%13 : tensor<2x3xi8>) {
    ^bb0(%in: f32, %out: i8):
      %15 = arith.sitofp %1 : i64 to f32
      %16 = arith.divf %in, %extracted_6 : f32
      %17 = math.roundeven %16 : f32
      %18 = arith.addf %17, %15 : f32
      %19 = arith.maximumf %18, %cst : f32
      %20 = arith.minimumf %19, %cst_0 : f32
      %21 = arith.fptosi %20 : f32 to i8
      linalg.yield %21 : i8
    } -> tensor<2x3xi8>
    return %14 : tensor<2x3xi8>
  }
}
