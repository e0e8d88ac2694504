// One arm returns early, the other passes a buffer to its block as an
// argument, while a loop result is live across the branch.  MLIR 22's
// ownership-based deallocation crashes (a segfault in
// deallocateBuffersOwnershipBased) on this program.
func.func @early_exit(%n: index, %c: i1, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %init = memref.alloc() : memref<8xf32>
  %other = memref.alloc(%c8) : memref<?xf32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<8xf32>) {
    %fresh = memref.alloc() : memref<8xf32>
    scf.yield %fresh : memref<8xf32>
  }
  cf.cond_br %c, ^exit, ^use(%other : memref<?xf32>)
^exit:
  return
^use(%unused: memref<?xf32>):
  memref.copy %last, %out : memref<8xf32> to memref<8xf32>
  return
}
