// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @matmul
// A 2x2 grid of threads, each computing a tile of a matmul into its slice
// of the shared output: the matmul writes the output's subview in place.
// EXPECT: @matmul(%i = 1, %j = 3): 8.0, 8.0
func.func @matmul(%i: index, %j: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4x8xf32>
  %arg0 = linalg.fill ins(%one : f32) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<8x4xf32>
  %arg1 = linalg.fill ins(%one : f32) outs(%e1 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %arg2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = scf.forall (%a, %b) in (2, 2) shared_outs(%o = %arg2) -> (tensor<4x4xf32>) {
    %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
    %3 = tensor.extract_slice %arg0[%1, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
    %4 = affine.apply affine_map<(d0) -> (d0 * 2)>(%b)
    %6 = tensor.extract_slice %arg1[0, %4] [8, 2] [1, 1] : tensor<8x4xf32> to tensor<8x2xf32>
    %7 = tensor.extract_slice %o[%1, %4] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %8 = linalg.matmul ins(%3, %6 : tensor<2x8xf32>, tensor<8x2xf32>) outs(%7 : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %8 into %o[%1, %4] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    }
  }
  %x = tensor.extract %0[%i, %j] : tensor<4x4xf32>
  %y = tensor.extract %0[%c0, %c0] : tensor<4x4xf32>
  return %x, %y : f32, f32
}
