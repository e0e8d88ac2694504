#map = affine_map<(d0) -> (d0)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @test_bernoulli_double(%arg0: tensor<10xf32>) -> tensor<10xf64> {
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 5.4210107999999998E-20 : f64
    %c6364136223846793005_i64 = arith.constant 6364136223846793005 : i64
    %c1442695040888963407_i64 = arith.constant 1442695040888963407 : i64
    %global_seed = ml_program.global_load @global_seed : tensor<i64>
    %extracted = tensor.extract %global_seed[] : tensor<i64>
    %0 = arith.muli %extracted, %c6364136223846793005_i64 : i64
    %1 = arith.addi %0, %c1442695040888963407_i64 : i64
    %inserted = tensor.insert %1 into %global_seed[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted : tensor<i64>
    %2 = tensor.empty() : tensor<10xf64>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%2 : tensor<10xf64>) {
    ^bb0(%out: f64):
      %9 = linalg.index 0 : index
      %10 = arith.index_cast %9 : index to i64
      %11 = arith.muli %10, %1 : i64
      %12 = arith.addi %11, %1 : i64
      %13 = arith.muli %11, %11 : i64
      %14 = arith.addi %13, %11 : i64
      %15 = arith.shli %14, %c32_i64 : i64
      %16 = arith.shrui %14, %c32_i64 : i64
      %17 = arith.ori %15, %16 : i64
      %18 = arith.muli %17, %17 : i64
      %19 = arith.addi %18, %12 : i64
      %20 = arith.shli %19, %c32_i64 : i64
      %21 = arith.shrui %19, %c32_i64 : i64
      %22 = arith.ori %20, %21 : i64
      %23 = arith.muli %22, %22 : i64
      %24 = arith.addi %23, %11 : i64
      %25 = arith.shli %24, %c32_i64 : i64
      %26 = arith.shrui %24, %c32_i64 : i64
      %27 = arith.ori %25, %26 : i64
      %28 = arith.muli %27, %27 : i64
      %29 = arith.addi %28, %12 : i64
      %30 = arith.shli %29, %c32_i64 : i64
      %31 = arith.shrui %29, %c32_i64 : i64
      %32 = arith.ori %30, %31 : i64
      %33 = arith.muli %32, %32 : i64
      %34 = arith.addi %33, %11 : i64
      %35 = arith.shrui %34, %c32_i64 : i64
      %36 = arith.xori %29, %35 : i64
      %37 = arith.uitofp %36 : i64 to f64
      %38 = arith.mulf %37, %cst_0 : f64
      %39 = arith.addf %38, %cst : f64
      linalg.yield %39 : f64
    } -> tensor<10xf64>
    %4 = tensor.empty() : tensor<10xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %arg0 : tensor<10xf64>, tensor<10xf32>) outs(%4 : tensor<10xi1>) {
    ^bb0(%in: f64, %in_1: f32, %out: i1):
      %9 = arith.extf %in_1 : f32 to f64
      %10 = arith.cmpf olt, %in, %9 : f64
      linalg.yield %10 : i1
    } -> tensor<10xi1>
    %6 = tensor.empty() : tensor<10xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<10xi1>) outs(%6 : tensor<10xf32>) {
    ^bb0(%in: i1, %out: f32):
      %9 = arith.uitofp %in : i1 to f32
      linalg.yield %9 : f32
    } -> tensor<10xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%7 : tensor<10xf32>) outs(%2 : tensor<10xf64>) {
    ^bb0(%in: f32, %out: f64):
      %9 = arith.extf %in : f32 to f64
      linalg.yield %9 : f64
    } -> tensor<10xf64>
    return %8 : tensor<10xf64>
  }
}
