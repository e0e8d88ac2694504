// UPSTREAM: @read_of_alloc_tensor_is_not_a_conflict
// The same with a bufferization.alloc_tensor.
// EXPECT: @read_of_alloc_tensor_is_not_a_conflict(%idx = 3): 2.0
func.func @read_of_alloc_tensor_is_not_a_conflict(%idx: index) -> f32 {
  %f = arith.constant 2.000000e+00 : f32
  %0 = bufferization.alloc_tensor() : tensor<8xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<8xf32>
  %2 = tensor.extract %0[%idx] : tensor<8xf32>
  %3 = tensor.extract %1[%idx] : tensor<8xf32>
  return %3 : f32
}
