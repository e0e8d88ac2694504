// The program frees some buffers on one path only (one branch of an
// scf.if, one successor of a cf.cond_br); the pipeline frees them on the
// others, and leaves the buffer the program frees on every path to it.
func.func @partial(%c: i1, %d: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  memref.store %one, %a[%c0] : memref<8xf32>
  %x = memref.load %a[%c0] : memref<8xf32>
  scf.if %c {
    memref.dealloc %a : memref<8xf32>
  }
  %b = memref.alloc() : memref<8xf32>
  memref.store %x, %b[%c0] : memref<8xf32>
  %whole = memref.alloc() : memref<8xf32>
  memref.store %x, %whole[%c0] : memref<8xf32>
  cf.cond_br %d, ^free, ^keep
^free:
  memref.dealloc %b : memref<8xf32>
  memref.dealloc %whole : memref<8xf32>
  cf.br ^done(%x : f32)
^keep:
  %y = memref.load %b[%c0] : memref<8xf32>
  memref.dealloc %whole : memref<8xf32>
  cf.br ^done(%y : f32)
^done(%r: f32):
  return %r : f32
}
