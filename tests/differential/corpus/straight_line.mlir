// Straight-line code: buffers used and dropped in one block, data copied to
// the caller's buffer.  Every buffer is freed at the end of the function.
func.func @compute(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.store %x, %a[%c0] : memref<8xf32>
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  %v = memref.load %b[%c0] : memref<8xf32>
  memref.store %v, %out[%c1] : memref<8xf32>
  memref.copy %b, %out : memref<8xf32> to memref<8xf32>
  return
}

// A buffer whose only use is a store is still freed.
func.func @write_only() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  return
}
