// scf.while with buffers in both regions: the before region allocates and
// forwards, the after region replaces the carried buffer.
func.func @grow_while(%n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %count, %r = scf.while (%i = %c0, %m = %init) : (index, memref<8xf32>) -> (index, memref<8xf32>) {
    %probe = memref.alloc() : memref<8xf32>
    memref.copy %m, %probe : memref<8xf32> to memref<8xf32>
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %m : index, memref<8xf32>
  } do {
  ^bb0(%j: index, %k: memref<8xf32>):
    %next = memref.alloc() : memref<8xf32>
    memref.copy %k, %next : memref<8xf32> to memref<8xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %next : index, memref<8xf32>
  }
  return %r : memref<8xf32>
}

// The before region forwards a fresh buffer instead of its argument.
func.func @forward_fresh(%n: index, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %count, %r = scf.while (%i = %c0, %m = %init) : (index, memref<8xf32>) -> (index, memref<8xf32>) {
    %fresh = memref.alloc() : memref<8xf32>
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %fresh : index, memref<8xf32>
  } do {
  ^bb0(%j: index, %k: memref<8xf32>):
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %k : index, memref<8xf32>
  }
  memref.copy %r, %out : memref<8xf32> to memref<8xf32>
  return
}
