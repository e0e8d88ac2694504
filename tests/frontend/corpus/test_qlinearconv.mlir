#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_qlinearconv(%arg0: tensor<1x1x7x7xi8>, %arg1: tensor<f32>, %arg2: tensor<i8>, %arg3: tensor<1x1x1x1xi8>, %arg4: tensor<1xf32>, %arg5: tensor<1xi8>, %arg6: tensor<f32>, %arg7: tensor<i8>) -> tensor<1x1x7x7xi8> {
    %cst = arith.constant 2.550000e+02 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c-128_i8 = arith.constant -128 : i8
    %c-128_i32 = arith.constant -128 : i32
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg2[] : tensor<i8>
    %0 = arith.extui %extracted : i8 to i64
    %extracted_1 = tensor.extract %arg7[] : tensor<i8>
    %1 = arith.extui %extracted_1 : i8 to i64
    %extracted_2 = tensor.extract %arg1[] : tensor<f32>
    %2 = arith.extf %extracted_2 : f32 to f64
    %extracted_3 = tensor.extract %arg6[] : tensor<f32>
    %extracted_4 = tensor.extract %arg5[%c0] : tensor<1xi8>
    %3 = arith.extui %extracted_4 : i8 to i64
    %extracted_5 = tensor.extract %arg4[%c0] : tensor<1xf32>
    %4 = arith.extf %extracted_5 : f32 to f64
    %5 = arith.trunci %0 : i64 to i32
    %6 = arith.trunci %3 : i64 to i32
    %7 = arith.addi %5, %c-128_i32 : i32
    %8 = tensor.empty() : tensor<1x1x7x7xi8>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x7x7xi8>) outs(%8 : tensor<1x1x7x7xi8>) {
    ^bb0(%in: i8, %out: i8):
      %20 = arith.addi %in, %c-128_i8 : i8
      linalg.yield %20 : i8
    } -> tensor<1x1x7x7xi8>
    %10 = arith.addi %6, %c-128_i32 : i32
    %11 = tensor.empty() : tensor<1x1x1x1xi8>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<1x1x1x1xi8>) outs(%11 : tensor<1x1x1x1xi8>) {
    ^bb0(%in: i8, %out: i8):
      %20 = arith.addi %in, %c-128_i8 : i8
      linalg.yield %20 : i8
    } -> tensor<1x1x1x1xi8>
    %13 = tensor.empty() : tensor<1x1x7x7xi32>
    %14 = linalg.fill ins(%c0_i32 : i32) outs(%13 : tensor<1x1x7x7xi32>) -> tensor<1x1x7x7xi32>
    %15 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %12, %7, %10 : tensor<1x1x7x7xi8>, tensor<1x1x1x1xi8>, i32, i32) outs(%14 : tensor<1x1x7x7xi32>) -> tensor<1x1x7x7xi32>
    %16 = arith.mulf %2, %4 : f64
    %17 = tensor.empty() : tensor<1x1x7x7xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x7x7xi32>) outs(%17 : tensor<1x1x7x7xf32>) {
    ^bb0(%in: i32, %out: f32):
      %20 = arith.truncf %16 : f64 to f32
      %21 = arith.sitofp %in : i32 to f32
      %22 = arith.mulf %21, %20 : f32
      linalg.yield %22 : f32
    } -> tensor<1x1x7x7xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x1x7x7xf32>) outs(%8 : tensor<1x1x7x7xi8>) {
    ^bb0(%in: f32, %out: i8):
      %20 = arith.sitofp %1 : i64 to f32
      %21 = arith.divf %in, %extracted_3 : f32
      %22 = math.roundeven %21 : f32
      %23 = arith.addf %22, %20 : f32
      %24 = arith.maximumf %23, %cst_0 : f32
      %25 = arith.minimumf %24, %cst : f32
      %26 = arith.fptoui %25 : f32 to i8
      linalg.yield %26 : i8
    } -> tensor<1x1x7x7xi8>
    return %19 : tensor<1x1x7x7xi8>
  }
}
