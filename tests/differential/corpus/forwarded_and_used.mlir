// A buffer passed to a block as an argument and also used there directly.
// MLIR 22 fails with "MemRef value does not have valid ownership"; we
// retain the buffer once.
func.func @both(%c: i1, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^use(%a : memref<8xf32>), ^done
^use(%x: memref<8xf32>):
  %v = memref.load %x[%c0] : memref<8xf32>
  memref.store %v, %out[%c0] : memref<8xf32>
  %w = memref.load %a[%c0] : memref<8xf32>
  memref.store %w, %out[%c0] : memref<8xf32>
  cf.br ^done
^done:
  return
}
