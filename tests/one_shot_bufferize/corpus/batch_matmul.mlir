// linalg.batch_matmul of two batches of 2x2 matrices.
// EXPECT: @batched(%c = true): %out = [7.0, 10.0, 15.0, 22.0, 2.0, 0.0, 0.0, 2.0]
func.func @batched(%c: i1, %out: memref<2x2x2xf32>) {
  %a = arith.constant dense<[[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]], [[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]]]> : tensor<2x2x2xf32>
  %b = arith.constant dense<[[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]], [[2.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00]]]> : tensor<2x2x2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %m = linalg.batch_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%acc : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  bufferization.materialize_in_destination %m in restrict writable %out : (tensor<2x2x2xf32>, memref<2x2x2xf32>) -> ()
  return
}
