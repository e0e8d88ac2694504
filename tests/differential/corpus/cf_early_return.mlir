// Early returns from an arm: buffers live on the other path must be freed
// on this one too.
func.func @early(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^exit, ^continue
^exit:
  return %a : memref<?xf32>
^continue:
  %d = memref.cast %b : memref<8xf32> to memref<?xf32>
  return %d : memref<?xf32>
}
