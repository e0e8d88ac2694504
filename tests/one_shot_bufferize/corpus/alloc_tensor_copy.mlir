// bufferization.alloc_tensor with `copy`, and a dynamic one.
// EXPECT: @allocated(%n = 3): 2.0, 5.0, 3
func.func @allocated(%n: index) -> (f32, f32, index) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %copy = bufferization.alloc_tensor() copy(%v) : tensor<4xf32>
  %five = arith.constant 5.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %changed = tensor.insert %five into %copy[%c0] : tensor<4xf32>
  %kept = tensor.extract %changed[%c1] : tensor<4xf32>
  %new = tensor.extract %changed[%c0] : tensor<4xf32>
  %dynamic = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %dim = tensor.dim %dynamic, %c0 : tensor<?xf32>
  return %kept, %new, %dim : f32, f32, index
}
