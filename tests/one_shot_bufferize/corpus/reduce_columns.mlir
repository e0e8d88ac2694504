// linalg.reduce over dimension 0 of a matrix, long form with a max.
// EXPECT: @column_max(%c = false): %out = [5.0, 6.0, 3.0]
// EXPECT: @column_max(%c = true): %out = [5.0, 6.0, 4.0]
func.func @column_max(%c: i1, %out: memref<3xf32>) {
  %m = arith.constant dense<[[1.000000e+00, 6.000000e+00, 2.000000e+00], [5.000000e+00, 0.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %floor = arith.select %c, %four, %zero : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%floor : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%m : tensor<2x3xf32>) outs(%init : tensor<3xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %larger = arith.maximumf %in, %acc : f32
      linalg.yield %larger : f32
    }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3xf32>, memref<3xf32>) -> ()
  return
}
