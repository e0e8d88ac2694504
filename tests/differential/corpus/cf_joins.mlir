// A join with three predecessors, each passing a buffer of another kind
// (fresh, stack, view of an argument), and an i1 alongside.
func.func @three_way(%c: i1, %d: i1, %m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %va = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.cond_br %c, ^first, ^middle
^middle:
  cf.cond_br %d, ^second, ^third
^first:
  cf.br ^join(%va, %c : memref<4xf32, strided<[1], offset: 2>>, i1)
^second:
  %s = memref.alloca() : memref<8xf32>
  %vs = memref.subview %s[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.br ^join(%vs, %d : memref<4xf32, strided<[1], offset: 2>>, i1)
^third:
  %vm = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.br ^join(%vm, %c : memref<4xf32, strided<[1], offset: 2>>, i1)
^join(%r: memref<4xf32, strided<[1], offset: 2>>, %flag: i1):
  return %r : memref<4xf32, strided<[1], offset: 2>>
}

// Two diamonds in a row; the second joins buffers from before the first.
func.func @chained(%c: i1, %d: i1) -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^l1, ^r1
^l1:
  cf.br ^j1(%a : memref<8xf32>)
^r1:
  cf.br ^j1(%b : memref<8xf32>)
^j1(%x: memref<8xf32>):
  cf.cond_br %d, ^l2, ^r2
^l2:
  %fresh = memref.alloc() : memref<8xf32>
  cf.br ^j2(%fresh : memref<8xf32>)
^r2:
  cf.br ^j2(%b : memref<8xf32>)
^j2(%y: memref<8xf32>):
  return %x, %y : memref<8xf32>, memref<8xf32>
}
