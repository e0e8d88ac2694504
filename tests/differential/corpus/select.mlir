// arith.select of memrefs: the selected buffer's ownership is a select of
// the operands' ownerships; what is not selected must still be freed.
func.func @select_fresh(%c: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %r = arith.select %c, %a, %b : memref<8xf32>
  return %r : memref<8xf32>
}

func.func @select_argument(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %r = arith.select %c, %a, %m : memref<8xf32>
  return %r : memref<8xf32>
}

// A select of a buffer with itself, used after both operands' last use.
func.func @select_same(%c: i1, %out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %r = arith.select %c, %a, %a : memref<8xf32>
  memref.copy %r, %out : memref<8xf32> to memref<8xf32>
  return
}
