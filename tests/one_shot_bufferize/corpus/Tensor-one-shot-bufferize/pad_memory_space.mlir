// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @pad_memory_space
// A tensor.pad with a dynamic high padding and a static result, of an
// alloc_tensor copy in memory space 3: the padded buffer is in that space.
// EXPECT: @pad_memory_space(%h1 = 0, %pos = 3): 1.0, 1.0
// EXPECT: @pad_memory_space(%h1 = 3, %pos = 1): 0.0, 0.0
func.func @pad_memory_space(%h1: index, %pos: index) -> (f32, f32) {
  %c13 = arith.constant 13 : index
  %c14 = arith.constant 14 : index
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %sz = arith.subi %c13, %h1 : index
  %e = tensor.empty(%sz) : tensor<?xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 3 : i64} : tensor<?xf32>
  %1 = tensor.pad %0 low[2] high[%h1] {
  ^bb0(%arg0: index):
    tensor.yield %zero : f32
  } : tensor<?xf32> to tensor<15xf32>
  %x = tensor.extract %1[%pos] : tensor<15xf32>
  %y = tensor.extract %1[%c14] : tensor<15xf32>
  return %x, %y : f32, f32
}
