// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=INPUT

// Hand-written `memref.realloc` of buffers the program allocated, run
// through the pass on its own: it expands each realloc as the pipeline
// does (the old buffer is left to the pass unless the program frees the
// new one itself) and frees what the program does not.  Every function
// computes what the input computes (tests/transforms/test_deallocation_handlers.py
// checks the values).

// CLEAN: 3 function(s) checked, all clean
// The input only leaks.
// INPUT-NOT: double-free
// INPUT-NOT: use-after-free
// INPUT-NOT: out-of-bounds
// INPUT: 3 function(s) checked, 2 with findings

// The program never frees the new buffer: the pass frees it, and the old
// one when the realloc copied.
// CHECK-LABEL: func.func @grow_then_read
// CHECK-NOT:     memref.realloc
// CHECK:         scf.if
// CHECK:         memref.alloc
// CHECK:         memref.copy
// CHECK-NOT:     memref.dealloc
// CHECK:         bufferization.dealloc
// CHECK:         func.return
func.func @grow_then_read(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%c2) : memref<?xf32>
  memref.store %one, %a[%c0] : memref<?xf32>
  %m = arith.addi %n, %c2 : index
  %b = memref.realloc %a(%m) : memref<?xf32> to memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  return %v : f32
}

// The program frees the new buffer itself: the expansion frees the old one
// when it copies, as the realloc did, and the pass frees neither again.
// CHECK-LABEL: func.func @program_frees_the_new_buffer
// CHECK-NOT:     memref.realloc
// CHECK:         memref.copy
// CHECK-NEXT:    memref.dealloc
// CHECK:         memref.dealloc
// CHECK-NOT:     bufferization.dealloc
// CHECK:         func.return
func.func @program_frees_the_new_buffer(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%c2) : memref<?xf32>
  memref.store %one, %a[%c0] : memref<?xf32>
  %m = arith.addi %n, %c2 : index
  %b = memref.realloc %a(%m) : memref<?xf32> to memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return %v : f32
}

// A realloc in a loop: each iteration grows what the last one left; the
// pass frees the buffers the later iterations copied from, and the last.
// CHECK-LABEL: func.func @grow_in_a_loop
// CHECK-NOT:     memref.realloc
// CHECK:         scf.for
// CHECK:           bufferization.dealloc
// CHECK:         bufferization.dealloc
// CHECK:         func.return
func.func @grow_in_a_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%c2) : memref<?xf32>
  memref.store %one, %a[%c0] : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<?xf32>) {
    %size = arith.addi %i, %c2 : index
    %y = memref.realloc %x(%size) : memref<?xf32> to memref<?xf32>
    scf.yield %y : memref<?xf32>
  }
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}
