// Two results that share a buffer only on some runs: a run-time check
// decides whether to copy.  MLIR 22 returns them as they are.
func.func @maybe(%c: i1) -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  return %a, %s : memref<8xf32>, memref<8xf32>
}

// The same through an scf.if and a view.
func.func @through_if(%c: i1) -> (memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<8xf32>
  %r = scf.if %c -> (memref<8xf32>) {
    scf.yield %a : memref<8xf32>
  } else {
    %b = memref.alloc() : memref<8xf32>
    scf.yield %b : memref<8xf32>
  }
  %v = memref.subview %r[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %a, %v : memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>
}
