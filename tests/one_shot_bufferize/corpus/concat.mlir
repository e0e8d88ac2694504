// tensor.concat of a constant and a computed tensor.
// EXPECT: @joined(%c = true): %out = [1.0, 2.0, 5.0, 5.0, 5.0]
// EXPECT: @joined(%c = false): %out = [1.0, 2.0, 6.0, 6.0, 6.0]
func.func @joined(%c: i1, %out: memref<5xf32>) {
  %head = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %five = arith.constant 5.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %v = arith.select %c, %five, %six : f32
  %e = tensor.empty() : tensor<3xf32>
  %tail = linalg.fill ins(%v : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %all = tensor.concat dim(0) %head, %tail : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %all in restrict writable %out : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}
