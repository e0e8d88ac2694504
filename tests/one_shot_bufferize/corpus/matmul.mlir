// linalg.matmul accumulating into a filled destination.
// EXPECT: @square(%c = false): %out = [7.0, 10.0, 15.0, 22.0]
// EXPECT: @square(%c = true): %out = [8.0, 11.0, 16.0, 23.0]
func.func @square(%c: i1, %out: memref<2x2xf32>) {
  %w = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %init = arith.select %c, %one, %zero : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%init : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%w, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  bufferization.materialize_in_destination %m in restrict writable %out : (tensor<2x2xf32>, memref<2x2xf32>) -> ()
  return
}
