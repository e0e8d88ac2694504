// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_full_overwrite
// A fill of %t that is read, then an insert_slice of another tensor into
// all of %t (not the fill's result): the fill goes out of place.
// EXPECT: @insert_slice_full_overwrite(%i = 1): 0.0, 8.0 | %t = [7.0, 8.0, 9.0, 10.0]
func.func @insert_slice_full_overwrite(%i: index, %t: tensor<4xf32>) -> (f32, f32) {
  %zero = arith.constant 0.000000e+00 : f32
  %b = arith.constant dense<[7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01]> : tensor<4xf32>
  %b2 = tensor.extract_slice %b[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  %2 = tensor.insert_slice %b2 into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  %y = tensor.extract %2[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}
