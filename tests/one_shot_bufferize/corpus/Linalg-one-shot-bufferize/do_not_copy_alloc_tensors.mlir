// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @do_not_copy_alloc_tensors
// Two inserts into one alloc_tensor: the second gets its own buffer, but
// the uninitialized contents are not copied.
// EXPECT: @do_not_copy_alloc_tensors(%idx = 1): 1.5, 2.5
func.func @do_not_copy_alloc_tensors(%idx: index) -> (f32, f32) {
  %f1 = arith.constant 1.500000e+00 : f32
  %f2 = arith.constant 2.500000e+00 : f32
  %0 = bufferization.alloc_tensor() : tensor<5xf32>
  %1 = tensor.insert %f1 into %0[%idx] : tensor<5xf32>
  %2 = tensor.insert %f2 into %0[%idx] : tensor<5xf32>
  %x = tensor.extract %1[%idx] : tensor<5xf32>
  %y = tensor.extract %2[%idx] : tensor<5xf32>
  return %x, %y : f32, f32
}
