// RUN: xdsl-opt %s -p buffer-hoisting | filecheck %s
// The hoisted programs, deallocated, run clean for every input:
// RUN: xdsl-opt %s -p buffer-hoisting,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// The buffer deallocation internals page's branch example: the buffer reaches the join, so it is
// allocated in the common dominator of its uses, before the branch.
// CHECK-LABEL: func.func @cond_branch
// CHECK-NEXT:    %0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// EXEC: @cond_branch: clean, 2 runs
func.func @cond_branch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %0 = memref.alloc() : memref<2xf32>
  memref.store %f, %0[%c0] : memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  func.return
}

// The buffer deallocation internals page's dynamic example: the size is a block argument of the branch,
// so the allocation stays where the size is defined.
// CHECK-LABEL: func.func @cond_branch_dynamic
// CHECK:       ^bb2(%{{.*}}: index):
// CHECK-NEXT:    %{{.*}} = memref.alloc(%{{.*}}) : memref<?xf32>
// EXEC: @cond_branch_dynamic: clean, 6 runs
func.func @cond_branch_dynamic(%arg0: i1, %arg1: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  %c0 = arith.constant 0 : index
  %d = memref.dim %2, %c0 : memref<?xf32>
  func.return
}

// A buffer yielded out of an if is allocated before the if; a buffer used
// only inside a branch stays there (the branch may not run).
// CHECK-LABEL: func.func @if_yield
// CHECK:         %a = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %r = scf.if
// CHECK-NEXT:      %local = memref.alloc() : memref<8xf32>
// EXEC: @if_yield: clean, 2 runs
func.func @if_yield(%c: i1, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %r = scf.if %c -> (memref<4xf32>) {
    %local = memref.alloc() : memref<8xf32>
    memref.store %f, %local[%c0] : memref<8xf32>
    %a = memref.alloc() : memref<4xf32>
    memref.store %f, %a[%c0] : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  func.return %v : f32
}

// A size computed inside the branch keeps the allocation in the branch.
// CHECK-LABEL: func.func @if_yield_computed_size
// CHECK-NEXT:    %r = scf.if
// CHECK-NEXT:      %k = arith.addi
// CHECK-NEXT:      %a = memref.alloc(%k) : memref<?xf32>
// EXEC: @if_yield_computed_size: clean, 6 runs
func.func @if_yield_computed_size(%c: i1, %m: memref<?xf32>, %n: index) -> index {
  %r = scf.if %c -> (memref<?xf32>) {
    %k = arith.addi %n, %n : index
    %a = memref.alloc(%k) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %m : memref<?xf32>
  }
  %c0 = arith.constant 0 : index
  %d = memref.dim %r, %c0 : memref<?xf32>
  func.return %d : index
}

// Never out of a loop: each iteration yields a fresh buffer.
// CHECK-LABEL: func.func @loop_yield
// CHECK:         scf.for
// CHECK-NEXT:      %{{.*}} = memref.alloc() : memref<2xf32>
// EXEC: @loop_yield: clean, 3 runs
func.func @loop_yield(%n: index, %buf: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %buf) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  func.return
}

// The buffer deallocation internals page's loop with a nested if: the buffer reaches the loop body
// through the if's result, so it is allocated in the body before the if,
// and no further (a loop).
// CHECK-LABEL: func.func @loop_nested_if
// CHECK:         scf.for
// CHECK-NEXT:      %{{.*}} = arith.cmpi
// CHECK-NEXT:      %{{.*}} = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      %{{.*}} = scf.if
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
// EXEC: 6 function(s) checked, all clean
