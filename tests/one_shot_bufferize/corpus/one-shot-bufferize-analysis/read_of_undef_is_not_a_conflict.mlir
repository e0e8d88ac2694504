// UPSTREAM: @read_of_undef_is_not_a_conflict
// A read of a tensor.empty after an insert into it reads undefined data,
// so the insert may write in place (the read's value is not used).
// EXPECT: @read_of_undef_is_not_a_conflict(%idx = 3): 2.0
func.func @read_of_undef_is_not_a_conflict(%idx: index) -> f32 {
  %f = arith.constant 2.000000e+00 : f32
  %0 = tensor.empty() : tensor<8xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<8xf32>
  %2 = tensor.extract %0[%idx] : tensor<8xf32>
  %3 = tensor.extract %1[%idx] : tensor<8xf32>
  return %3 : f32
}
