// UPSTREAM: @copy_deallocated
// An alloc_tensor becomes a memref.alloc, which the deallocation frees after
// its last read.
// EXPECT: @copy_deallocated(%i = 0): 6.0
// EXPECT: @copy_deallocated(%i = 3): 6.0
func.func @copy_deallocated(%i: index) -> f32 {
  %six = arith.constant 6.000000e+00 : f32
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %b = tensor.insert %six into %a[%i] : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  return %x : f32
}
