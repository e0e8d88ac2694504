// A cf diamond whose arms pass different buffers to the join block, one
// of which is an argument (not owned).
func.func @diamond(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^left, ^right
^left:
  %b = memref.alloc() : memref<8xf32>
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  cf.br ^join(%b : memref<8xf32>)
^right:
  cf.br ^join(%m : memref<8xf32>)
^join(%r: memref<8xf32>):
  return %r : memref<8xf32>
}

// A triangle: one edge goes straight to the join, carrying the buffer.
func.func @triangle(%c: i1, %out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^replace, ^join(%a : memref<8xf32>)
^replace:
  %b = memref.alloc() : memref<8xf32>
  cf.br ^join(%b : memref<8xf32>)
^join(%r: memref<8xf32>):
  memref.copy %r, %out : memref<8xf32> to memref<8xf32>
  return
}
