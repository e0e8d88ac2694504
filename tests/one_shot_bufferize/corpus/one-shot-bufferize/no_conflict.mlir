// UPSTREAM: @no_conflict
// A tensor.from_elements written by one tensor.insert and read only through
// the insert's result: the insert writes the new buffer in place.
// EXPECT: @no_conflict(%idx = 0): 4.0, 1.0, 1.0, 1.0
// EXPECT: @no_conflict(%idx = 3): 1.0, 1.0, 1.0, 4.0
func.func @no_conflict(%idx: index) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = tensor.from_elements %one, %one, %one, %one : tensor<4xf32>
  %u = tensor.insert %four into %t[%idx] : tensor<4xf32>
  %a = tensor.extract %u[%c0] : tensor<4xf32>
  %b = tensor.extract %u[%c1] : tensor<4xf32>
  %c = tensor.extract %u[%c2] : tensor<4xf32>
  %d = tensor.extract %u[%c3] : tensor<4xf32>
  return %a, %b, %c, %d : f32, f32, f32, f32
}
