// A read of the old value after an insert forces the insert out of place.
// EXPECT: @old_and_new(%i = 0): 1.0, 5.0
// EXPECT: @old_and_new(%i = 1): 1.0, 5.0
// EXPECT: @old_and_new(%i = 3): 1.0, 5.0
func.func @old_and_new(%i: index) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %empty = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %five into %t[%i] : tensor<4xf32>
  %old = tensor.extract %t[%i] : tensor<4xf32>
  %new = tensor.extract %u[%i] : tensor<4xf32>
  return %old, %new : f32, f32
}
