// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_fun (fill after the insert)
// an insert_slice into a writable argument, then a fill of the result: both in place.
// EXPECT: @insert_slice_fun(%i = 1): 0.0 | %A = [0.0, 0.0, 0.0, 0.0]
func.func @insert_slice_fun(%i: index, %A: tensor<?xf32> {bufferization.writable = true}) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  %t = arith.constant dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>
  %r0 = tensor.insert_slice %t into %A[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r1 = linalg.fill ins(%zero : f32) outs(%r0 : tensor<?xf32>) -> tensor<?xf32>
  %x = tensor.extract %r1[%i] : tensor<?xf32>
  return %x : f32
}
