func.func @f(%c: i1, %n: index) -> index {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  %b = memref.alloc() : memref<3xf32>
  %v = memref.cast %b : memref<3xf32> to memref<*xf32>
  cf.cond_br %c, ^join(%u : memref<*xf32>), ^join(%v : memref<*xf32>)
^join(%w: memref<*xf32>):
  %rank = memref.rank %w : memref<*xf32>
  return %rank : index
}
