func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %b, %a : memref<4xf32> to memref<4xf32>
  %r = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
