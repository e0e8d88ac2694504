#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_stft_with_window(%arg0: tensor<1x128x1xf32>, %arg1: tensor<i64>, %arg2: tensor<16xf32>) -> tensor<1x15x9x2xf32> {
    %cst = arith.constant dense<"0x0000803F000000800000803F000000800000803F000000800000803F000000800000803F000000800000803F000000800000803F000000800000803F000000800000803F000000800000803F000000805E836C3F15EFC3BEF304353FF30435BF15EFC33E5E836CBF32318D24000080BF15EFC3BE5E836CBFF30435BFF30435BF5E836CBF15EFC3BE000080BF32310DA50000803F00000080F304353FF30435BF32318D24000080BFF30435BFF30435BF000080BF32310DA5F30435BFF304353FCAC953A50000803FF304353FF304353F0000803F32318D250000803F0000008015EFC33E5E836CBFF30435BFF30435BF5E836CBF15EFC33ECAC953A50000803F5E836C3F15EFC33EF304353FF30435BF15EFC3BE5E836CBF000080BFCAC9D3A50000803F0000008032318D24000080BF000080BF32310DA5CAC953A50000803F0000803F32318D257E7DB025000080BF000080BFCAC9D3A51716F7A50000803F0000803F32310D260000803F0000008015EFC3BE5E836CBFF30435BFF304353F5E836C3F15EFC33E7E7DB025000080BF5E836CBF15EFC33EF304353FF304353F15EFC33E5E836CBF000080BF7E7D30A60000803F00000080F30435BFF30435BFCAC953A50000803FF304353FF30435BF000080BFCAC9D3A5F304353FF304353F58D71E26000080BFF30435BFF304353F0000803FCAC953260000803F000000805E836CBF15EFC3BEF304353FF304353F15EFC3BE5E836CBF1716F7A50000803F15EFC33E5E836CBFF30435BFF304353F5E836C3F15EFC3BE000080BF171677A60000803F00000080000080BF32310DA50000803F32318D25000080BFCAC9D3A50000803F32310D26000080BF7E7D30A60000803FCAC95326000080BF171677A60000803F32318D260000803F000000805E836CBF15EFC33EF304353FF30435BF15EFC3BE5E836C3F58D71E26000080BF15EFC33E5E836C3FF30435BFF30435BF5E836C3F15EFC33E000080BF58D79EA60000803F00000080F30435BFF304353F7E7DB025000080BFF304353FF304353F000080BF7E7D30A6F304353FF30435BF0F2F42A70000803FF30435BFF30435BF0000803F7E7DB0260000803F0000008015EFC3BE5E836C3FF30435BFF30435BF5E836C3F15EFC3BEE98830A70000803F5E836CBF15EFC3BEF304353FF30435BF15EFC33E5E836C3F000080BFE988B0A70000803F00000080CAC953A50000803F000080BFCAC9D3A558D71E26000080BF0000803FCAC953260F2F42A70000803F000080BF58D79EA6DE5E0DA6000080BF0000803FCAC9D3260000803F0000008015EFC33E5E836C3FF30435BFF304353F5E836CBF15EFC3BE08488DA6000080BF5E836C3F15EFC3BEF304353FF304353F15EFC3BE5E836C3F000080BF08480D270000803F00000080F304353FF304353F1716F7A50000803FF30435BFF304353F000080BF171677A6F30435BFF30435BFDE5E0DA6000080BFF304353FF30435BF0000803F1716F7260000803F000000805E836C3F15EFC33EF304353FF304353F15EFC33E5E836C3F0F2F42A70000803F15EFC3BE5E836C3FF30435BFF304353F5E836CBF15EFC33E000080BF0F2FC2A7"> : tensor<16x18xf32>
    %c15_i64 = arith.constant 15 : i64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c128_i64 = arith.constant 128 : i64
    %c128 = arith.constant 128 : index
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c16_i64 = arith.constant 16 : i64
    %c1_i64 = arith.constant 1 : i64
    %c112_i64 = arith.constant 112 : i64
    %extracted = tensor.extract %arg1[] : tensor<i64>
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<1x128x1xf32> into tensor<1x128xf32>
    %0 = arith.floordivsi %c112_i64, %extracted : i64
    %1 = arith.addi %0, %c1_i64 : i64
    %expanded = tensor.expand_shape %arg2 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32>
    %2 = tensor.empty() : tensor<1x9x15xcomplex<f32>>
    %3 = arith.index_cast %1 : i64 to index
    %4 = scf.for %arg3 = %c0 to %3 step %c1 iter_args(%arg4 = %2) -> (tensor<1x9x15xcomplex<f32>>) {
      %8 = arith.index_cast %arg3 : index to i64
      %9 = arith.muli %8, %extracted : i64
      %10 = arith.addi %9, %c16_i64 : i64
      %11 = arith.minsi %10, %c128_i64 : i64
      %12 = arith.subi %11, %9 : i64
      %13 = arith.subi %c16_i64, %12 : i64
      %14 = arith.addi %9, %c128_i64 : i64
      %15 = arith.cmpi sge, %9, %c0_i64 : i64
      %16 = arith.select %15, %9, %14 : i64
      %17 = arith.maxsi %16, %c0_i64 : i64
      %18 = arith.minsi %17, %c128_i64 : i64
      %19 = arith.index_cast %18 : i64 to index
      %20 = arith.index_cast %11 : i64 to index
      %21 = arith.cmpi slt, %20, %c0 : index
      %22 = arith.addi %20, %c128 : index
      %23 = arith.select %21, %22, %20 : index
      %24 = arith.cmpi slt, %23, %c0 : index
      %25 = arith.select %24, %c-1, %23 : index
      %26 = arith.minsi %25, %c128 : index
      %27 = arith.subi %26, %19 : index
      %28 = arith.maxsi %27, %c0 : index
      %extracted_slice = tensor.extract_slice %collapsed[0, %19] [1, %28] [1, 1] : tensor<1x128xf32> to tensor<1x?xf32>
      %29 = arith.index_cast %13 : i64 to index
      %padded = tensor.pad %extracted_slice low[0, 0] high[0, %29] {
      ^bb0(%arg5: index, %arg6: index):
        tensor.yield %cst_0 : f32
      } : tensor<1x?xf32> to tensor<1x16xf32>
      %30 = tensor.empty() : tensor<1x16xf32>
      %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%padded, %expanded : tensor<1x16xf32>, tensor<1x16xf32>) outs(%30 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_3: f32, %out: f32):
        %43 = arith.mulf %in, %in_3 : f32
        linalg.yield %43 : f32
      } -> tensor<1x16xf32>
      %32 = tensor.empty() : tensor<1x18xf32>
      %33 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<1x18xf32>) -> tensor<1x18xf32>
      %34 = linalg.matmul ins(%31, %cst : tensor<1x16xf32>, tensor<16x18xf32>) outs(%33 : tensor<1x18xf32>) -> tensor<1x18xf32>
      %expanded_1 = tensor.expand_shape %34 [[0], [1, 2]] output_shape [1, 9, 2] : tensor<1x18xf32> into tensor<1x9x2xf32>
      %35 = tensor.empty() : tensor<1x9xcomplex<f32>>
      %36 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%35 : tensor<1x9xcomplex<f32>>) {
      ^bb0(%out: complex<f32>):
        %43 = linalg.index 1 : index
        %extracted_3 = tensor.extract %expanded_1[%c0, %43, %c0] : tensor<1x9x2xf32>
        %extracted_4 = tensor.extract %expanded_1[%c0, %43, %c1] : tensor<1x9x2xf32>
        %44 = complex.create %extracted_3, %extracted_4 : complex<f32>
        linalg.yield %44 : complex<f32>
      } -> tensor<1x9xcomplex<f32>>
      %expanded_2 = tensor.expand_shape %36 [[0], [1, 2]] output_shape [1, 9, 1] : tensor<1x9xcomplex<f32>> into tensor<1x9x1xcomplex<f32>>
      %37 = arith.addi %8, %c15_i64 : i64
      %38 = arith.cmpi sge, %8, %c0_i64 : i64
      %39 = arith.select %38, %8, %37 : i64
      %40 = arith.maxsi %39, %c0_i64 : i64
      %41 = arith.minsi %40, %c15_i64 : i64
      %42 = arith.index_cast %41 : i64 to index
      %inserted_slice = tensor.insert_slice %expanded_2 into %arg4[0, 0, %42] [1, 9, 1] [1, 1, 1] : tensor<1x9x1xcomplex<f32>> into tensor<1x9x15xcomplex<f32>>
      scf.yield %inserted_slice : tensor<1x9x15xcomplex<f32>>
    }
    %5 = tensor.empty() : tensor<1x15x9xcomplex<f32>>
    %transposed = linalg.transpose ins(%4 : tensor<1x9x15xcomplex<f32>>) outs(%5 : tensor<1x15x9xcomplex<f32>>) permutation = [0, 2, 1] 
    %6 = tensor.empty() : tensor<1x15x9x2xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x15x9xcomplex<f32>>) outs(%6 : tensor<1x15x9x2xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %8 = complex.re %in : complex<f32>
      %9 = complex.im %in : complex<f32>
      %10 = linalg.index 3 : index
      %11 = arith.cmpi eq, %10, %c0 : index
      %12 = arith.select %11, %8, %9 : f32
      linalg.yield %12 : f32
    } -> tensor<1x15x9x2xf32>
    return %7 : tensor<1x15x9x2xf32>
  }
}
