// linalg.transpose and linalg.broadcast into fresh destinations.
// EXPECT: @shapes(%c = false): %t = [1.0, 3.0, 2.0, 4.0] | %b = [1.0, 1.0, 1.0, 2.0, 2.0, 2.0]
// EXPECT: @shapes(%c = true): %t = [1.0, 3.0, 2.0, 4.0] | %b = [3.0, 3.0, 3.0, 4.0, 4.0, 4.0]
func.func @shapes(%c: i1, %t: memref<2x2xf32>, %b: memref<2x3xf32>) {
  %w = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %transposed = linalg.transpose ins(%w : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %row = arith.select %c, %c1, %c0 : index
  %picked = tensor.extract_slice %w[%row, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %broadcast = linalg.broadcast ins(%picked : tensor<2xf32>) outs(%e2 : tensor<2x3xf32>) dimensions = [1]
  bufferization.materialize_in_destination %transposed in restrict writable %t : (tensor<2x2xf32>, memref<2x2xf32>) -> ()
  bufferization.materialize_in_destination %broadcast in restrict writable %b : (tensor<2x3xf32>, memref<2x3xf32>) -> ()
  return
}
