// scf.if yielding a fresh buffer on one side and an argument on the other:
// the result's ownership is only known at run time.
func.func @fresh_or_argument(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %r = scf.if %c -> (memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    scf.yield %m : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// Both sides allocate; the result is used after the if, then dropped.
func.func @both_allocate(%c: i1, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    %b = memref.alloc() : memref<8xf32>
    scf.yield %b : memref<8xf32>
  }
  %v = memref.load %r[%c0] : memref<8xf32>
  memref.store %v, %out[%c0] : memref<8xf32>
  return
}

// Nested ifs, one side yields a buffer allocated before the if.
func.func @nested(%c: i1, %d: i1) -> memref<8xf32> {
  %outer = memref.alloc() : memref<8xf32>
  %r = scf.if %c -> (memref<8xf32>) {
    %s = scf.if %d -> (memref<8xf32>) {
      %a = memref.alloc() : memref<8xf32>
      scf.yield %a : memref<8xf32>
    } else {
      scf.yield %outer : memref<8xf32>
    }
    scf.yield %s : memref<8xf32>
  } else {
    scf.yield %outer : memref<8xf32>
  }
  return %r : memref<8xf32>
}
