func.func @load_after_free() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}

func.func @store_after_free(%x: f32) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.store %x, %a[%c1] : memref<4xf32>
  return
}

func.func @copy_from_freed(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return
}

func.func @dim_of_freed(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  return %d : index
}

func.func @view_of_freed() {
  %a = memref.alloc() : memref<4x4xf32>
  memref.dealloc %a : memref<4x4xf32>
  %v = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// The loop frees the buffer in its first iteration and reads it in the second.
func.func @freed_in_earlier_iteration() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<1xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %x = memref.load %a[%c0] : memref<1xf32>
    memref.dealloc %a : memref<1xf32>
  }
  return
}
