#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
module {
  func.func @test_reduce_log_sum_exp_keepdims_example(%arg0: tensor<3x2x2xf64>, %arg1: tensor<1xi64>) -> tensor<3x1x2xf64> {
    %c12_i64 = arith.constant 12 : i64
    %c3_i64 = arith.constant 3 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<3x2x2xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x2x2xf64>) outs(%0 : tensor<3x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = math.exp %in : f64
      linalg.yield %65 : f64
    } -> tensor<3x2x2xf64>
    %extracted = tensor.extract %arg1[%c0] : tensor<1xi64>
    %2 = arith.cmpi slt, %extracted, %c0_i64 : i64
    %3 = arith.extui %2 : i1 to i64
    %4 = arith.muli %3, %c3_i64 : i64
    %5 = arith.addi %extracted, %4 : i64
    %6 = arith.cmpi sgt, %5, %c0_i64 : i64
    %7 = arith.extui %6 : i1 to i64
    %8 = arith.cmpi slt, %5, %c0_i64 : i64
    %9 = arith.extui %8 : i1 to i64
    %10 = arith.cmpi eq, %5, %c0_i64 : i64
    %11 = arith.extui %10 : i1 to i64
    %12 = arith.muli %11, %c2_i64 : i64
    %13 = arith.addi %12, %c1_i64 : i64
    %14 = arith.muli %7, %c2_i64 : i64
    %15 = arith.addi %14, %c1_i64 : i64
    %16 = arith.muli %9, %c2_i64 : i64
    %17 = arith.addi %16, %c1_i64 : i64
    %18 = arith.cmpi sgt, %5, %c1_i64 : i64
    %19 = arith.extui %18 : i1 to i64
    %20 = arith.cmpi slt, %5, %c1_i64 : i64
    %21 = arith.extui %20 : i1 to i64
    %22 = arith.cmpi eq, %5, %c1_i64 : i64
    %23 = arith.extui %22 : i1 to i64
    %24 = arith.addi %23, %c1_i64 : i64
    %25 = arith.muli %13, %24 : i64
    %26 = arith.addi %19, %c1_i64 : i64
    %27 = arith.muli %15, %26 : i64
    %28 = arith.addi %21, %c1_i64 : i64
    %29 = arith.muli %17, %28 : i64
    %30 = arith.cmpi sgt, %5, %c2_i64 : i64
    %31 = arith.extui %30 : i1 to i64
    %32 = arith.cmpi slt, %5, %c2_i64 : i64
    %33 = arith.extui %32 : i1 to i64
    %34 = arith.cmpi eq, %5, %c2_i64 : i64
    %35 = arith.extui %34 : i1 to i64
    %36 = arith.addi %35, %c1_i64 : i64
    %37 = arith.muli %25, %36 : i64
    %38 = arith.addi %31, %c1_i64 : i64
    %39 = arith.muli %27, %38 : i64
    %40 = arith.addi %33, %c1_i64 : i64
    %41 = arith.muli %29, %40 : i64
    %42 = arith.cmpi slt, %39, %c0_i64 : i64
    %43 = arith.select %42, %c1_i64, %39 : i64
    %44 = arith.extui %42 : i1 to i64
    %45 = arith.muli %43, %37 : i64
    %46 = arith.addi %44, %c1_i64 : i64
    %47 = arith.cmpi slt, %37, %c0_i64 : i64
    %48 = arith.select %47, %43, %45 : i64
    %49 = arith.select %47, %46, %44 : i64
    %50 = arith.muli %48, %41 : i64
    %51 = arith.addi %49, %c1_i64 : i64
    %52 = arith.cmpi slt, %41, %c0_i64 : i64
    %53 = arith.select %52, %48, %50 : i64
    %54 = arith.select %52, %51, %49 : i64
    %55 = arith.cmpi sle, %54, %c1_i64 : i64
    cf.assert %55, "must have at most one inferred (negative) dimension"
    %56 = arith.divsi %c12_i64, %53 : i64
    %57 = arith.select %42, %56, %39 : i64
    %58 = arith.select %47, %56, %37 : i64
    %59 = arith.select %52, %56, %41 : i64
    %from_elements = tensor.from_elements %57, %58, %59 : tensor<3xi64>
    %reshape = tensor.reshape %1(%from_elements) : (tensor<3x2x2xf64>, tensor<3xi64>) -> tensor<?x?x?xf64>
    %60 = tensor.empty() : tensor<3x1x2xf64>
    %61 = linalg.fill ins(%cst : f64) outs(%60 : tensor<3x1x2xf64>) -> tensor<3x1x2xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%reshape : tensor<?x?x?xf64>) outs(%61 : tensor<3x1x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    } -> tensor<3x1x2xf64>
    %63 = arith.cmpi eq, %57, %c3_i64 : i64
    cf.assert %63, "mismatching contracting dimension"
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<3x1x2xf64>) outs(%60 : tensor<3x1x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = math.log %in : f64
      linalg.yield %65 : f64
    } -> tensor<3x1x2xf64>
    return %64 : tensor<3x1x2xf64>
  }
}
