// UPSTREAM: @tensor_copy
// materialize_in_destination into a new alloc_tensor: a copy of the source
// into a new buffer, which a later write does not share with the source.
// EXPECT: @tensor_copy(%i = 0): 8.0, 2.0
// EXPECT: @tensor_copy(%i = 3): 8.0, 5.0
func.func @tensor_copy(%i: index) -> (f32, f32) {
  %eight = arith.constant 8.000000e+00 : f32
  %src = arith.constant dense<[2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<4xf32>
  %dest = bufferization.alloc_tensor() : tensor<4xf32>
  %copy = bufferization.materialize_in_destination %src in %dest : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %eight into %copy[%i] : tensor<4xf32>
  %x = tensor.extract %w[%i] : tensor<4xf32>
  %y = tensor.extract %src[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}
