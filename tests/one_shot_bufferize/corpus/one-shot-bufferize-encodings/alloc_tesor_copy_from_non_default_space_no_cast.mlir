// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @alloc_tesor_copy_from_non_default_space_no_cast
// A copy into space 2 whose type keeps the encoding of space 1, taken before
// a slice is inserted into its source: the copy holds the old values.
// EXPECT: @alloc_tesor_copy_from_non_default_space_no_cast(%i = 0): 1.0, 5.0
// EXPECT: @alloc_tesor_copy_from_non_default_space_no_cast(%i = 3): 1.0, 1.0
func.func @alloc_tesor_copy_from_non_default_space_no_cast(%i: index) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %e = bufferization.alloc_tensor() : tensor<8xf32, 1 : i64>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32, 1 : i64>) -> tensor<8xf32, 1 : i64>
  %e2 = bufferization.alloc_tensor() : tensor<2xf32, 1 : i64>
  %s = linalg.fill ins(%five : f32) outs(%e2 : tensor<2xf32, 1 : i64>) -> tensor<2xf32, 1 : i64>
  %copy = bufferization.alloc_tensor() copy(%t) {memory_space = 2 : i64} : tensor<8xf32, 1 : i64>
  %ins = tensor.insert_slice %s into %t[0] [2] [1] : tensor<2xf32, 1 : i64> into tensor<8xf32, 1 : i64>
  %p = tensor.extract %copy[%i] : tensor<8xf32, 1 : i64>
  %q = tensor.extract %ins[%i] : tensor<8xf32, 1 : i64>
  return %p, %q : f32, f32
}
