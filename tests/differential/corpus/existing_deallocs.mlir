// The program frees some buffers itself (one on each path, one always);
// the pipeline frees the rest.
func.func @existing(%c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %t = memref.alloc() : memref<8xf32>
  memref.store %one, %t[%c0] : memref<8xf32>
  memref.dealloc %t : memref<8xf32>
  %kept = memref.alloc() : memref<8xf32>
  memref.store %one, %kept[%c0] : memref<8xf32>
  cf.cond_br %c, ^left, ^right
^left:
  memref.dealloc %b : memref<8xf32>
  return %a : memref<8xf32>
^right:
  memref.dealloc %a : memref<8xf32>
  return %b : memref<8xf32>
}
