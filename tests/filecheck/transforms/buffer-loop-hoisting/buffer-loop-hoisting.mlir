// RUN: xdsl-opt %s -p buffer-loop-hoisting | filecheck %s
// RUN: xdsl-opt %s -p buffer-loop-hoisting,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// The buffer deallocation internals page's loop: buffers that do not depend on the loop leave it (heap
// and stack ones); one sized by the induction variable stays.
// CHECK-LABEL: func.func @loop_invariant
// CHECK:         %a = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %s = memref.alloca() : memref<2xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %b = memref.alloc(%i) : memref<?xf32>
// EXEC: @loop_invariant: clean, 3 runs
func.func @loop_invariant(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc(%i) : memref<?xf32>
    %s = memref.alloca() : memref<2xf32>
    memref.store %f, %a[%c0] : memref<2xf32>
    memref.store %f, %s[%c0] : memref<2xf32>
  }
  func.return
}

// A buffer passed to the next iteration stays in the loop; so does one in
// a branch of the loop, which may not run.
// CHECK-LABEL: func.func @escapes_or_conditional
// CHECK:         scf.for
// CHECK-NEXT:      %a = memref.alloc() : memref<2xf32>
// CHECK:           scf.if %c {
// CHECK-NEXT:        %b = memref.alloc() : memref<2xf32>
// EXEC: @escapes_or_conditional: clean, 6 runs
func.func @escapes_or_conditional(%n: index, %c: i1, %buf: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %buf) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.if %c {
      %b = memref.alloc() : memref<2xf32>
      memref.store %f, %b[%c0] : memref<2xf32>
    }
    scf.yield %a : memref<2xf32>
  }
  func.return
}

// Out of a while loop (both regions), and only out of loops: the nest's
// inner loop is left, the branch around it is not.
// CHECK-LABEL: func.func @while_and_nest
// CHECK:         %a = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    scf.while
// CHECK:         scf.if %c {
// CHECK-NEXT:      %b = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      scf.for
// EXEC: @while_and_nest: clean, 2 runs
func.func @while_and_nest(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %w = scf.while (%i = %c0) : (index) -> index {
    %a = memref.alloc() : memref<2xf32>
    memref.store %f, %a[%c0] : memref<2xf32>
    %more = arith.cmpi slt, %i, %c2 : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  scf.if %c {
    scf.for %k = %c0 to %c2 step %c1 {
      %b = memref.alloc() : memref<2xf32>
      memref.store %f, %b[%k] : memref<2xf32>
    }
  }
  func.return
}
// The buffer deallocation internals page's loop with a nested if (its deallocation example): the buffer
// is allocated in a branch that may not run and passed to the next
// iteration, so it stays.
// CHECK-LABEL: func.func @loop_nested_if
// CHECK:         %{{.*}} = scf.if %{{.*}} -> (memref<2xf32>) {
// CHECK-NEXT:      %{{.*}} = memref.alloc() : memref<2xf32>
// EXEC: @loop_nested_if: clean, 9 runs
func.func @loop_nested_if(%lb: index, %ub: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %step = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> (memref<2xf32>) {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      memref.store %f, %3[%c0] : memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  func.return
}
// EXEC: 4 function(s) checked, all clean
