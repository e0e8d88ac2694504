// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @matmul
// A tiled matmul over arguments with identity buffer_layout: the tile of
// the output is filled in a new buffer (it is read from %C, not the loop's
// argument), computed in place and copied into the output.
// EXPECT: @matmul(): [16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0]
func.func private @tiled(%A: tensor<4x8xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>, bufferization.writable = false}, %B: tensor<8x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>, bufferization.writable = false}, %C: tensor<4x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>, bufferization.writable = true}) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = scf.for %i = %c0 to %c4 step %c2 iter_args(%a4 = %C) -> (tensor<4x4xf32>) {
    %1 = tensor.extract_slice %A[%i, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
    %2 = scf.for %j = %c0 to %c4 step %c2 iter_args(%a6 = %a4) -> (tensor<4x4xf32>) {
      %3 = tensor.extract_slice %B[0, %j] [8, 2] [1, 1] : tensor<8x4xf32> to tensor<8x2xf32>
      %4 = tensor.extract_slice %C[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
      %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x2xf32>) -> tensor<2x2xf32>
      %6 = scf.for %k = %c0 to %c8 step %c4 iter_args(%a8 = %5) -> (tensor<2x2xf32>) {
        %8 = tensor.extract_slice %1[0, %k] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
        %9 = tensor.extract_slice %3[%k, 0] [4, 2] [1, 1] : tensor<8x2xf32> to tensor<4x2xf32>
        %10 = linalg.matmul ins(%8, %9 : tensor<2x4xf32>, tensor<4x2xf32>) outs(%a8 : tensor<2x2xf32>) -> tensor<2x2xf32>
        scf.yield %10 : tensor<2x2xf32>
      }
      %7 = tensor.insert_slice %6 into %a6[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      scf.yield %7 : tensor<4x4xf32>
    }
    scf.yield %2 : tensor<4x4xf32>
  }
  return %0 : tensor<4x4xf32>
}

func.func @matmul() -> tensor<4x4xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4x8xf32>
  %A = linalg.fill ins(%one : f32) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<8x4xf32>
  %B = linalg.fill ins(%two : f32) outs(%e1 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %r = func.call @tiled(%A, %B, %e2) : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
