#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_averagepool_2d_dilations(%arg0: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3_i64 = arith.constant 3 : i64
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<1x1x4x4xf32>
    %0 = tensor.empty() : tensor<1x1x2x2xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
    %2 = tensor.empty() : tensor<2x2xf32>
    %3 = linalg.pooling_nchw_sum {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %2 : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x1x2x2xf32>) outs(%0 : tensor<1x1x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = linalg.index 2 : index
      %9 = arith.index_cast %8 : index to i64
      %10 = arith.addi %9, %c3_i64 : i64
      %11 = arith.minsi %10, %c4_i64 : i64
      %12 = arith.subi %11, %9 : i64
      %13 = arith.ceildivsi %12, %c2_i64 : i64
      %14 = arith.maxsi %13, %c0_i64 : i64
      %15 = linalg.index 3 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = arith.addi %16, %c3_i64 : i64
      %18 = arith.minsi %17, %c4_i64 : i64
      %19 = arith.subi %18, %16 : i64
      %20 = arith.ceildivsi %19, %c2_i64 : i64
      %21 = arith.maxsi %20, %c0_i64 : i64
      %22 = arith.muli %14, %21 : i64
      %23 = arith.sitofp %22 : i64 to f32
      %24 = arith.divf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x2x2xf32>
    %5 = linalg.pooling_nchw_sum {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%cst_0, %2 : tensor<1x1x4x4xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x1x2x2xf32>) outs(%0 : tensor<1x1x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = linalg.index 2 : index
      %9 = arith.index_cast %8 : index to i64
      %10 = arith.addi %9, %c3_i64 : i64
      %11 = arith.minsi %10, %c4_i64 : i64
      %12 = arith.subi %11, %9 : i64
      %13 = arith.ceildivsi %12, %c2_i64 : i64
      %14 = arith.maxsi %13, %c0_i64 : i64
      %15 = linalg.index 3 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = arith.addi %16, %c3_i64 : i64
      %18 = arith.minsi %17, %c4_i64 : i64
      %19 = arith.subi %18, %16 : i64
      %20 = arith.ceildivsi %19, %c2_i64 : i64
      %21 = arith.maxsi %20, %c0_i64 : i64
      %22 = arith.muli %14, %21 : i64
      %23 = arith.sitofp %22 : i64 to f32
      %24 = arith.divf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<1x1x2x2xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %6 : tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) outs(%0 : tensor<1x1x2x2xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %8 = arith.divf %in, %in_1 : f32
      linalg.yield %8 : f32
    } -> tensor<1x1x2x2xf32>
    return %7 : tensor<1x1x2x2xf32>
  }
}
