// alloc_tensor (with and without copy), materialize_in_destination, and
// tensors of existing buffers.
func.func @main(%i: index) -> f32 {
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %t = tensor.from_elements %f2, %f2, %f2, %f2 : tensor<4xf32>
  %copy = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %w = tensor.insert %f3 into %copy[%i] : tensor<4xf32>
  %fresh = bufferization.alloc_tensor() : tensor<4xf32>
  %m = bufferization.materialize_in_destination %w in %fresh : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.extract %m[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// A writable buffer given to the tensor world and written in place.
func.func @writable_buffer(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f4 = arith.constant 4.0 : f32
  %buffer = memref.alloc() : memref<4xf32>
  memref.store %f4, %buffer[%c0] : memref<4xf32>
  %t = bufferization.to_tensor %buffer restrict writable : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %f4 into %t[%i] : tensor<4xf32>
  %back = bufferization.to_buffer %w : tensor<4xf32> to memref<4xf32>
  %r = memref.load %back[%c0] : memref<4xf32>
  return %r : f32
}

// Without `writable`, the write goes to a copy.
func.func @read_only_buffer(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f4 = arith.constant 4.0 : f32
  %f6 = arith.constant 6.0 : f32
  %buffer = memref.alloc() : memref<4xf32>
  memref.store %f4, %buffer[%i] : memref<4xf32>
  %t = bufferization.to_tensor %buffer restrict : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %f6 into %t[%i] : tensor<4xf32>
  %x = tensor.extract %w[%i] : tensor<4xf32>
  %y = memref.load %buffer[%i] : memref<4xf32>
  %r = arith.addf %x, %y : f32
  return %r : f32
}
