// Loops carrying buffers: iteration arguments, fresh buffers per iteration,
// and selects between them.

func.func @rotate(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b)
      -> (memref<4xf32>, memref<4xf32>) {
    %new = memref.alloc() : memref<4xf32>
    memref.copy %x, %new : memref<4xf32> to memref<4xf32>
    %pick = arith.select %c, %new, %y : memref<4xf32>
    scf.yield %pick, %x : memref<4xf32>, memref<4xf32>
  }
  memref.copy %r#0, %r#1 : memref<4xf32> to memref<4xf32>
  return
}

func.func @accumulate(%arg: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  memref.copy %arg, %init : memref<4xf32> to memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    memref.copy %acc, %next : memref<4xf32> to memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @while_copies(%arg: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w:2 = scf.while (%cur = %arg, %i = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %tmp = memref.alloc() : memref<4xf32>
    memref.copy %cur, %tmp : memref<4xf32> to memref<4xf32>
    %more = arith.cmpi ult, %i, %n : index
    scf.condition(%more) %tmp, %i : memref<4xf32>, index
  } do {
  ^bb0(%body: memref<4xf32>, %j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %body, %next : memref<4xf32>, index
  }
  memref.copy %w#0, %arg : memref<4xf32> to memref<4xf32>
  return
}

func.func @nested(%arg: memref<4xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %outer) -> (memref<4xf32>) {
    %inner = scf.if %c -> (memref<4xf32>) {
      %fresh = memref.alloc() : memref<4xf32>
      memref.copy %x, %fresh : memref<4xf32> to memref<4xf32>
      scf.yield %fresh : memref<4xf32>
    } else {
      scf.yield %x : memref<4xf32>
    }
    scf.yield %inner : memref<4xf32>
  }
  memref.copy %r, %arg : memref<4xf32> to memref<4xf32>
  return
}
