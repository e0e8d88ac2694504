// RUN: xdsl-opt %s -p promote-buffers-to-stack | filecheck %s
// RUN: xdsl-opt %s -p promote-buffers-to-stack,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC
// RUN: xdsl-opt %s -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=8 max-rank-of-allocated-memref=2}' | filecheck %s --check-prefix=SMALL

// Small buffers that stay in the function go to the stack: 1024 bytes at
// most by default, a dynamic size only if it is a rank (rank 1 at most).
// CHECK-LABEL: func.func @sizes
// CHECK-NEXT:    %r = memref.rank %m : memref<?x?xf32>
// CHECK-NEXT:    %a = memref.alloca() : memref<256xf32>
// CHECK-NEXT:    %b = memref.alloc() : memref<257xf32>
// CHECK-NEXT:    %d = memref.alloca(%r) : memref<?xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xindex>
// CHECK-NEXT:    %g = memref.alloc(%r, %r) : memref<?x?xindex>
// SMALL-LABEL: func.func @sizes
// SMALL:         %a = memref.alloc() : memref<256xf32>
// SMALL:         %g = memref.alloca(%r, %r) : memref<?x?xindex>
// EXEC: @sizes: clean, 3 runs
func.func @sizes(%m: memref<?x?xf32>, %n: index) {
  %r = memref.rank %m : memref<?x?xf32>
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<257xf32>
  %d = memref.alloc(%r) : memref<?xindex>
  %e = memref.alloc(%n) : memref<?xindex>
  %g = memref.alloc(%r, %r) : memref<?x?xindex>
  func.return
}

// The buffer deallocation internals page: a buffer leaving its block through the function's return stays
// on the heap, also through a branch; one only passed to a successor and a
// branch's local buffer do not.
// CHECK-LABEL: func.func @escapes
// CHECK-COUNT-2: arith.constant
// CHECK-NEXT:    %a = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %b = memref.alloca() : memref<2xf32>
// CHECK:         scf.if %c {
// CHECK-NEXT:      %l = memref.alloca() : memref<2xf32>
// EXEC: @escapes: clean, 2 runs
func.func @escapes(%c: i1) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %f, %b[%c0] : memref<2xf32>
  scf.if %c {
    %l = memref.alloc() : memref<2xf32>
    memref.store %f, %l[%c0] : memref<2xf32>
  }
  cf.br ^bb1(%a, %b : memref<2xf32>, memref<2xf32>)
^bb1(%x: memref<2xf32>, %y: memref<2xf32>):
  memref.copy %y, %x : memref<2xf32> to memref<2xf32>
  func.return %x : memref<2xf32>
}

// An scf.for iteration is an allocation scope: a body's buffer goes to its
// stack unless it is yielded to the next iteration; in a while loop (no
// scope) it stays on the heap.
// CHECK-LABEL: func.func @loops
// CHECK:         scf.for
// CHECK-NEXT:      %a = memref.alloca() : memref<2xf32>
// CHECK-NEXT:      %y = memref.alloc() : memref<2xf32>
// CHECK:         scf.while
// CHECK-NEXT:      %w = memref.alloc() : memref<2xf32>
// EXEC: @loops: clean, 6 runs
func.func @loops(%n: index, %c: i1, %buf: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %buf) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    %y = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    memref.copy %a, %y : memref<2xf32> to memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  %z = scf.while (%k = %c0) : (index) -> index {
    %w = memref.alloc() : memref<2xf32>
    memref.store %f, %w[%c0] : memref<2xf32>
    %once = arith.constant false
    scf.condition(%once) %k : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  func.return
}

// A `cf` loop is no region: its body's buffer goes to the function's stack,
// one more per iteration, as in MLIR 22.
// CHECK-LABEL: func.func @cf_loop
// CHECK:       ^bb2:
// CHECK-NEXT:    %a = memref.alloca() : memref<2xf32>
// EXEC: @cf_loop: clean, 3 runs
func.func @cf_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next : index)
^bb3:
  func.return
}
// EXEC: 4 function(s) checked, all clean
