// memref.realloc: expanded (expand-realloc) before deallocation; the old
// buffer is left to the deallocation pass.
func.func @grow_static() -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  memref.store %x, %a[%c0] : memref<8xf32>
  %b = memref.realloc %a : memref<8xf32> to memref<16xf32>
  return %b : memref<16xf32>
}

func.func @resize_dynamic(%n: index) -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// Growing a buffer on every iteration.
func.func @grow_in_loop(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %init) -> (memref<?xf32>) {
    %size = arith.addi %i, %c2 : index
    %fresh = memref.alloc(%c1) : memref<?xf32>
    %grown = memref.realloc %fresh(%size) : memref<?xf32> to memref<?xf32>
    scf.yield %grown : memref<?xf32>
  }
  return %r : memref<?xf32>
}
