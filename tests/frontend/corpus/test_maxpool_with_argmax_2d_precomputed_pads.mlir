#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
module {
  func.func @test_maxpool_with_argmax_2d_precomputed_pads(%arg0: tensor<1x1x5x5xf32>) -> (tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>) {
    %cst = arith.constant 0xFF800000 : f32
    %c2 = arith.constant 2 : index
    %c-1_i64 = arith.constant -1 : i64
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1x5x5xf32> to tensor<1x1x9x9xf32>
    %0 = tensor.empty() : tensor<1x1x5x5xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x5x5xf32>) -> tensor<1x1x5x5xf32>
    %2 = tensor.empty() : tensor<5x5xf32>
    %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %2 : tensor<1x1x9x9xf32>, tensor<5x5xf32>) outs(%1 : tensor<1x1x5x5xf32>) -> tensor<1x1x5x5xf32>
    %4 = tensor.empty() : tensor<1x1x5x5xi64>
    %5 = linalg.fill ins(%c-1_i64 : i64) outs(%4 : tensor<1x1x5x5xi64>) -> tensor<1x1x5x5xi64>
    %6 = tensor.empty() : tensor<5x5xi64>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%3, %6 : tensor<1x1x5x5xf32>, tensor<5x5xi64>) outs(%5 : tensor<1x1x5x5xi64>) {
    ^bb0(%in: f32, %in_0: i64, %out: i64):
      %8 = linalg.index 2 : index
      %9 = linalg.index 4 : index
      %10 = arith.addi %8, %9 : index
      %11 = linalg.index 3 : index
      %12 = linalg.index 5 : index
      %13 = arith.addi %11, %12 : index
      %extracted = tensor.extract %padded[%c0, %c0, %10, %13] : tensor<1x1x9x9xf32>
      %14 = arith.cmpf oeq, %extracted, %in : f32
      %15 = arith.subi %13, %c2 : index
      %16 = arith.subi %10, %c2 : index
      %17 = arith.muli %16, %c5 : index
      %18 = arith.addi %15, %17 : index
      %19 = arith.index_cast %18 : index to i64
      %20 = arith.select %14, %19, %out : i64
      %21 = arith.cmpi eq, %out, %c-1_i64 : i64
      %22 = arith.select %21, %20, %out : i64
      linalg.yield %22 : i64
    } -> tensor<1x1x5x5xi64>
    return %3, %7 : tensor<1x1x5x5xf32>, tensor<1x1x5x5xi64>
  }
}
