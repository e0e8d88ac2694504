// A result of scf.if is returned after a branch whose arms do not use it.
// MLIR 22 frees the buffer before the branch (once per arm of the if) and
// clones it at the return: a use after free.  Found by the generator
// (seed 168, canonicalized by mlir-opt-22, shrunk).
func.func @returned_after_branch(%c: i1) -> memref<4xf32, strided<[1], offset: 2>> {
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  %r = scf.if %c -> (memref<4xf32, strided<[1], offset: 2>>) {
    %a = memref.alloc() : memref<8xf32>
    %va = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    scf.yield %va : memref<4xf32, strided<[1], offset: 2>>
  } else {
    %b = memref.alloc() : memref<8xf32>
    %vb = memref.subview %b[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    scf.yield %vb : memref<4xf32, strided<[1], offset: 2>>
  }
  cf.cond_br %c, ^done, ^scratch
^scratch:
  %s = memref.alloc() : memref<8xf32>
  %vs = memref.subview %s[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.store %x, %vs[%c0] : memref<4xf32, strided<[1], offset: 2>>
  cf.br ^done
^done:
  return %r : memref<4xf32, strided<[1], offset: 2>>
}
