#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @test_averagepool_3d_dilations_small(%arg0: tensor<1x1x4x4x4xf32>) -> tensor<1x1x2x2x2xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3_i64 = arith.constant 3 : i64
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<1x4x4x4x1xf32>
    %0 = tensor.empty() : tensor<2x2x2xf32>
    %1 = tensor.empty() : tensor<1x4x4x4x1xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x1x4x4x4xf32>) outs(%1 : tensor<1x4x4x4x1xf32>) permutation = [0, 2, 3, 4, 1] 
    %2 = tensor.empty() : tensor<1x2x2x2x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
    %4 = linalg.pooling_ndhwc_sum {dilations = dense<2> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%transposed, %0 : tensor<1x4x4x4x1xf32>, tensor<2x2x2xf32>) outs(%3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
    %5 = tensor.empty() : tensor<1x1x2x2x2xf32>
    %transposed_1 = linalg.transpose ins(%4 : tensor<1x2x2x2x1xf32>) outs(%5 : tensor<1x1x2x2x2xf32>) permutation = [0, 4, 1, 2, 3] 
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1 : tensor<1x1x2x2x2xf32>) outs(%5 : tensor<1x1x2x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = linalg.index 2 : index
      %11 = arith.index_cast %10 : index to i64
      %12 = arith.addi %11, %c3_i64 : i64
      %13 = arith.minsi %12, %c4_i64 : i64
      %14 = arith.subi %13, %11 : i64
      %15 = arith.ceildivsi %14, %c2_i64 : i64
      %16 = arith.maxsi %15, %c0_i64 : i64
      %17 = linalg.index 3 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.addi %18, %c3_i64 : i64
      %20 = arith.minsi %19, %c4_i64 : i64
      %21 = arith.subi %20, %18 : i64
      %22 = arith.ceildivsi %21, %c2_i64 : i64
      %23 = arith.maxsi %22, %c0_i64 : i64
      %24 = arith.muli %16, %23 : i64
      %25 = linalg.index 4 : index
      %26 = arith.index_cast %25 : index to i64
      %27 = arith.addi %26, %c3_i64 : i64
      %28 = arith.minsi %27, %c4_i64 : i64
      %29 = arith.subi %28, %26 : i64
      %30 = arith.ceildivsi %29, %c2_i64 : i64
      %31 = arith.maxsi %30, %c0_i64 : i64
      %32 = arith.muli %24, %31 : i64
      %33 = arith.sitofp %32 : i64 to f32
      %34 = arith.divf %in, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x2x2x2xf32>
    %7 = linalg.pooling_ndhwc_sum {dilations = dense<2> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%cst_0, %0 : tensor<1x4x4x4x1xf32>, tensor<2x2x2xf32>) outs(%3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
    %transposed_2 = linalg.transpose ins(%7 : tensor<1x2x2x2x1xf32>) outs(%5 : tensor<1x1x2x2x2xf32>) permutation = [0, 4, 1, 2, 3] 
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_2 : tensor<1x1x2x2x2xf32>) outs(%5 : tensor<1x1x2x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = linalg.index 2 : index
      %11 = arith.index_cast %10 : index to i64
      %12 = arith.addi %11, %c3_i64 : i64
      %13 = arith.minsi %12, %c4_i64 : i64
      %14 = arith.subi %13, %11 : i64
      %15 = arith.ceildivsi %14, %c2_i64 : i64
      %16 = arith.maxsi %15, %c0_i64 : i64
      %17 = linalg.index 3 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.addi %18, %c3_i64 : i64
      %20 = arith.minsi %19, %c4_i64 : i64
      %21 = arith.subi %20, %18 : i64
      %22 = arith.ceildivsi %21, %c2_i64 : i64
      %23 = arith.maxsi %22, %c0_i64 : i64
      %24 = arith.muli %16, %23 : i64
      %25 = linalg.index 4 : index
      %26 = arith.index_cast %25 : index to i64
      %27 = arith.addi %26, %c3_i64 : i64
      %28 = arith.minsi %27, %c4_i64 : i64
      %29 = arith.subi %28, %26 : i64
      %30 = arith.ceildivsi %29, %c2_i64 : i64
      %31 = arith.maxsi %30, %c0_i64 : i64
      %32 = arith.muli %24, %31 : i64
      %33 = arith.sitofp %32 : i64 to f32
      %34 = arith.divf %in, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<1x1x2x2x2xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%6, %8 : tensor<1x1x2x2x2xf32>, tensor<1x1x2x2x2xf32>) outs(%5 : tensor<1x1x2x2x2xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %10 = arith.divf %in, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<1x1x2x2x2xf32>
    return %9 : tensor<1x1x2x2x2xf32>
  }
}
