// A loop-carried buffer replaced on every iteration: the previous one must
// be freed inside the loop, the last one is returned.
func.func @replace_each_iteration(%n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<8xf32>) {
    %next = memref.alloc() : memref<8xf32>
    memref.copy %acc, %next : memref<8xf32> to memref<8xf32>
    scf.yield %next : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// Ping-pong between two buffers carried by the loop, selected at run time.
func.func @ping_pong(%n: index, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<8xf32>, memref<8xf32>) {
    %s = arith.select %c, %y, %x : memref<8xf32>
    scf.yield %s, %x : memref<8xf32>, memref<8xf32>
  }
  return %r#0 : memref<8xf32>
}

// Stack and heap buffers local to the loop body.
func.func @body_locals(%n: index, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.alloca() : memref<8xf32>
    %h = memref.alloc() : memref<8xf32>
    memref.copy %out, %s : memref<8xf32> to memref<8xf32>
    memref.copy %s, %h : memref<8xf32> to memref<8xf32>
    memref.copy %h, %out : memref<8xf32> to memref<8xf32>
  }
  return
}
