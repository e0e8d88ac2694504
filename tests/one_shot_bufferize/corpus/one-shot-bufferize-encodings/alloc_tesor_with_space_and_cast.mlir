// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @alloc_tesor_with_space_and_cast
// An alloc_tensor in space 1 without encoding, cast to the tensor type whose
// encoding names space 1: the cast keeps the buffer.
// EXPECT: @alloc_tesor_with_space_and_cast(%i = 3): 2.5, 2.5
func.func @alloc_tesor_with_space_and_cast(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = arith.constant 2.500000e+00 : f32
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %c = tensor.cast %f : tensor<4xf32> to tensor<4xf32, 1 : i64>
  %p = tensor.extract %c[%i] : tensor<4xf32, 1 : i64>
  %q = tensor.extract %c[%c0] : tensor<4xf32, 1 : i64>
  return %p, %q : f32, f32
}
