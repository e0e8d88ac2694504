module {
  func.func @test_tfidfvectorizer_tf_onlybigrams_levelempty(%arg0: tensor<12xi32>) -> tensor<3xf32> {
    %c12_i64 = arith.constant 12 : i64
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %c6_i64 = arith.constant 6 : i64
    %c7_i64 = arith.constant 7 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<0.000000e+00> : tensor<3xf32>
    %c1_i64 = arith.constant 1 : i64
    %c11 = arith.constant 11 : index
    %0 = scf.for %arg1 = %c0 to %c11 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
      %9 = arith.index_cast %arg1 : index to i64
      %10 = arith.cmpi slt, %9, %c0_i64 : i64
      %11 = arith.extui %10 : i1 to i64
      %12 = arith.muli %11, %c12_i64 : i64
      %13 = arith.addi %9, %12 : i64
      %14 = arith.addi %13, %c12_i64 : i64
      %15 = arith.cmpi sge, %13, %c0_i64 : i64
      %16 = arith.select %15, %13, %14 : i64
      %17 = arith.maxsi %16, %c0_i64 : i64
      %18 = arith.minsi %17, %c12_i64 : i64
      %19 = arith.index_cast %18 : i64 to index
      %extracted_slice = tensor.extract_slice %arg0[%19] [1] [1] : tensor<12xi32> to tensor<1xi32>
      %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi32>
      %20 = arith.extsi %extracted : i32 to i64
      %21 = arith.cmpi eq, %20, %c5_i64 : i64
      %22 = arith.extui %21 : i1 to i64
      %23 = arith.addi %9, %c1_i64 : i64
      %24 = arith.cmpi slt, %23, %c0_i64 : i64
      %25 = arith.extui %24 : i1 to i64
      %26 = arith.muli %25, %c12_i64 : i64
      %27 = arith.addi %23, %26 : i64
      %28 = arith.addi %27, %c12_i64 : i64
      %29 = arith.cmpi sge, %27, %c0_i64 : i64
      %30 = arith.select %29, %27, %28 : i64
      %31 = arith.maxsi %30, %c0_i64 : i64
      %32 = arith.minsi %31, %c12_i64 : i64
      %33 = arith.index_cast %32 : i64 to index
      %extracted_slice_4 = tensor.extract_slice %arg0[%33] [1] [1] : tensor<12xi32> to tensor<1xi32>
      %extracted_5 = tensor.extract %extracted_slice_4[%c0] : tensor<1xi32>
      %34 = arith.extsi %extracted_5 : i32 to i64
      %35 = arith.cmpi eq, %34, %c6_i64 : i64
      %36 = arith.extui %35 : i1 to i64
      %37 = arith.muli %36, %22 : i64
      %38 = arith.addi %arg2, %37 : i64
      scf.yield %38 : i64
    }
    %1 = arith.sitofp %0 : i64 to f64
    %2 = arith.truncf %1 : f64 to f32
    %from_elements = tensor.from_elements %2 : tensor<1xf32>
    %inserted_slice = tensor.insert_slice %from_elements into %cst[0] [1] [1] : tensor<1xf32> into tensor<3xf32>
    %3 = scf.for %arg1 = %c0 to %c11 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
      %9 = arith.index_cast %arg1 : index to i64
      %10 = arith.cmpi slt, %9, %c0_i64 : i64
      %11 = arith.extui %10 : i1 to i64
      %12 = arith.muli %11, %c12_i64 : i64
      %13 = arith.addi %9, %12 : i64
      %14 = arith.addi %13, %c12_i64 : i64
      %15 = arith.cmpi sge, %13, %c0_i64 : i64
      %16 = arith.select %15, %13, %14 : i64
      %17 = arith.maxsi %16, %c0_i64 : i64
      %18 = arith.minsi %17, %c12_i64 : i64
      %19 = arith.index_cast %18 : i64 to index
      %extracted_slice = tensor.extract_slice %arg0[%19] [1] [1] : tensor<12xi32> to tensor<1xi32>
      %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi32>
      %20 = arith.extsi %extracted : i32 to i64
      %21 = arith.cmpi eq, %20, %c7_i64 : i64
      %22 = arith.extui %21 : i1 to i64
      %23 = arith.addi %9, %c1_i64 : i64
      %24 = arith.cmpi slt, %23, %c0_i64 : i64
      %25 = arith.extui %24 : i1 to i64
      %26 = arith.muli %25, %c12_i64 : i64
      %27 = arith.addi %23, %26 : i64
      %28 = arith.addi %27, %c12_i64 : i64
      %29 = arith.cmpi sge, %27, %c0_i64 : i64
      %30 = arith.select %29, %27, %28 : i64
      %31 = arith.maxsi %30, %c0_i64 : i64
      %32 = arith.minsi %31, %c12_i64 : i64
      %33 = arith.index_cast %32 : i64 to index
      %extracted_slice_4 = tensor.extract_slice %arg0[%33] [1] [1] : tensor<12xi32> to tensor<1xi32>
      %extracted_5 = tensor.extract %extracted_slice_4[%c0] : tensor<1xi32>
      %34 = arith.extsi %extracted_5 : i32 to i64
      %35 = arith.cmpi eq, %34, %c8_i64 : i64
      %36 = arith.extui %35 : i1 to i64
      %37 = arith.muli %36, %22 : i64
      %38 = arith.addi %arg2, %37 : i64
      scf.yield %38 : i64
    }
    %4 = arith.sitofp %3 : i64 to f64
    %5 = arith.truncf %4 : f64 to f32
    %from_elements_0 = tensor.from_elements %5 : tensor<1xf32>
    %inserted_slice_1 = tensor.insert_slice %from_elements_0 into %inserted_slice[1] [1] [1] : tensor<1xf32> into tensor<3xf32>
    %6 = scf.for %arg1 = %c0 to %c11 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
      %9 = arith.index_cast %arg1 : index to i64
      %10 = arith.cmpi slt, %9, %c0_i64 : i64
      %11 = arith.extui %10 : i1 to i64
      %12 = arith.muli %11, %c12_i64 : i64
      %13 = arith.addi %9, %12 : i64
      %14 = arith.addi %13, %c12_i64 : i64
      %15 = arith.cmpi sge, %13, %c0_i64 : i64
      %16 = arith.select %15, %13, %14 : i64
      %17 = arith.maxsi %16, %c0_i64 : i64
      %18 = arith.minsi %17, %c12_i64 : i64
      %19 = arith.index_cast %18 : i64 to index
      %extracted_slice = tensor.extract_slice %arg0[%19] [1] [1] : tensor<12xi32> to tensor<1xi32>
      %extracted = tensor.extract %extracted_slice[%c0] : tensor<1xi32>
      %20 = arith.extsi %extracted : i32 to i64
      %21 = arith.cmpi eq, %20, %c6_i64 : i64
      %22 = arith.extui %21 : i1 to i64
      %23 = arith.addi %9, %c1_i64 : i64
      %24 = arith.cmpi slt, %23, %c0_i64 : i64
      %25 = arith.extui %24 : i1 to i64
      %26 = arith.muli %25, %c12_i64 : i64
      %27 = arith.addi %23, %26 : i64
      %28 = arith.addi %27, %c12_i64 : i64
      %29 = arith.cmpi sge, %27, %c0_i64 : i64
      %30 = arith.select %29, %27, %28 : i64
      %31 = arith.maxsi %30, %c0_i64 : i64
      %32 = arith.minsi %31, %c12_i64 : i64
      %33 = arith.index_cast %32 : i64 to index
      %extracted_slice_4 = tensor.extract_slice %arg0[%33] [1] [1] : tensor<12xi32> to tensor<1xi32>
      %extracted_5 = tensor.extract %extracted_slice_4[%c0] : tensor<1xi32>
      %34 = arith.extsi %extracted_5 : i32 to i64
      %35 = arith.cmpi eq, %34, %c7_i64 : i64
      %36 = arith.extui %35 : i1 to i64
      %37 = arith.muli %36, %22 : i64
      %38 = arith.addi %arg2, %37 : i64
      scf.yield %38 : i64
    }
    %7 = arith.sitofp %6 : i64 to f64
    %8 = arith.truncf %7 : f64 to f32
    %from_elements_2 = tensor.from_elements %8 : tensor<1xf32>
    %inserted_slice_3 = tensor.insert_slice %from_elements_2 into %inserted_slice_1[2] [1] [1] : tensor<1xf32> into tensor<3xf32>
    return %inserted_slice_3 : tensor<3xf32>
  }
}
