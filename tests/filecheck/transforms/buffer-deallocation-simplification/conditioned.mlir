// RUN: xdsl-opt %s -p buffer-deallocation-simplification | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | mlir-opt-22 > /dev/null
// RUN: xdsl-dealloc-check %s | filecheck %s --check-prefix=RUNS
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=RUNS
// RUN: xdsl-opt %s -p buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefixes=RUNS,LOWERED

// Memrefs that may share a buffer, but not on the runs where the dealloc
// frees both: their conditions (ownership indicators) say which buffer is
// there.  Such memrefs are split into separate deallocs, so the lowering
// compares no pointers.  Each program runs under the sanitizer before and
// after, for every input.

// The loop replaces its buffer by a fresh one when %d holds.  %loop may be
// %init (no replacement), but then its indicator is false.
// CHECK-LABEL: func.func @loop_replaces_buffer
// CHECK:         bufferization.dealloc (%init : memref<4xf32>) if (%true)
// CHECK-NEXT:    bufferization.dealloc (%loop : memref<4xf32>) if (%owned)
// RUNS:          @loop_replaces_buffer: clean, 6 runs
// LOWERED-NEXT:  alias_comparisons=0 helper_calls=0
func.func @loop_replaces_buffer(%d: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  %loop, %owned = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init, %it_owned = %false) -> (memref<4xf32>, i1) {
    %fresh = memref.alloc() : memref<4xf32>
    %pick = arith.select %d, %fresh, %it : memref<4xf32>
    %not_d = arith.xori %d, %true : i1
    %free_it = arith.andi %it_owned, %d : i1
    bufferization.dealloc (%it : memref<4xf32>) if (%free_it)
    bufferization.dealloc (%fresh : memref<4xf32>) if (%not_d)
    %kept = arith.andi %it_owned, %not_d : i1
    %pick_owned = arith.ori %kept, %d : i1
    scf.yield %pick, %pick_owned : memref<4xf32>, i1
  }
  bufferization.dealloc (%init, %loop : memref<4xf32>, memref<4xf32>) if (%true, %owned)
  func.return
}

// The same loop entered with %init owned: on a run with no replacement,
// %loop is %init and both indicators hold, so the comparison stays.
// CHECK-LABEL: func.func @loop_owns_init
// CHECK:         bufferization.dealloc (%init, %loop : memref<4xf32>, memref<4xf32>) if (%true, %owned)
// RUNS:          @loop_owns_init: clean, 6 runs
// LOWERED-NEXT:  alias_comparisons=6 helper_calls=6
func.func @loop_owns_init(%d: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %init = memref.alloc() : memref<4xf32>
  %loop, %owned = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init, %it_owned = %true) -> (memref<4xf32>, i1) {
    %fresh = memref.alloc() : memref<4xf32>
    %pick = arith.select %d, %fresh, %it : memref<4xf32>
    %not_d = arith.xori %d, %true : i1
    %keep_init = arith.cmpi eq, %i, %c0 : index
    %not_init = arith.xori %keep_init, %true : i1
    %free_it_owned = arith.andi %it_owned, %d : i1
    %free_it = arith.andi %free_it_owned, %not_init : i1
    bufferization.dealloc (%it : memref<4xf32>) if (%free_it)
    bufferization.dealloc (%fresh : memref<4xf32>) if (%not_d)
    %kept = arith.andi %it_owned, %not_d : i1
    %pick_owned = arith.ori %kept, %d : i1
    scf.yield %pick, %pick_owned : memref<4xf32>, i1
  }
  bufferization.dealloc (%init, %loop : memref<4xf32>, memref<4xf32>) if (%true, %owned)
  func.return
}

// An unstructured loop (of at most two iterations): the buffer and its
// indicator are block arguments.
// CHECK-LABEL: func.func @branch_loop
// CHECK:         bufferization.dealloc (%init : memref<4xf32>) if (%true)
// CHECK-NEXT:    bufferization.dealloc (%m : memref<4xf32>) if (%m_owned)
// RUNS:          @branch_loop: clean, 4 runs
// LOWERED-NEXT:  alias_comparisons=0 helper_calls=0
func.func @branch_loop(%c: i1, %d: i1) {
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  cf.br ^loop(%init, %false, %c, %d : memref<4xf32>, i1, i1, i1)
^loop(%m: memref<4xf32>, %m_owned: i1, %again: i1, %then_again: i1):
  cf.cond_br %again, ^body, ^exit
^body:
  %fresh = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%m : memref<4xf32>) if (%m_owned)
  cf.br ^loop(%fresh, %true, %then_again, %false : memref<4xf32>, i1, i1, i1)
^exit:
  bufferization.dealloc (%init, %m : memref<4xf32>, memref<4xf32>) if (%true, %m_owned)
  func.return
}

// An if yields either the caller's buffer (not owned) or a fresh one.  The
// retained %a is not the result where the result is owned: the result's
// indicator is its condition alone, and %a is not retained.
// CHECK-LABEL: func.func @if_result
// CHECK:         bufferization.dealloc (%a : memref<4xf32>) if (%true)
// CHECK-NEXT:    bufferization.dealloc (%r : memref<4xf32>) if (%r_owned)
// RUNS:          @if_result: clean, 2 runs
// LOWERED-NEXT:  alias_comparisons=0 helper_calls=0
func.func @if_result(%c: i1) {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %r, %r_owned = scf.if %c -> (memref<4xf32>, i1) {
    scf.yield %a, %false : memref<4xf32>, i1
  } else {
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh, %true : memref<4xf32>, i1
  }
  bufferization.dealloc (%a, %r : memref<4xf32>, memref<4xf32>) if (%true, %r_owned)
  func.return
}

// A retained value that the memref may be, but not where it is owned.
// CHECK-LABEL: func.func @retained_not_when_owned
// CHECK:         bufferization.dealloc (%r : memref<4xf32>) if (%r_owned)
// CHECK-NOT:     retain
// CHECK:         func.return %a
// RUNS:          @retained_not_when_owned: clean, 2 runs
// LOWERED-NEXT:  alias_comparisons=0 helper_calls=0
func.func @retained_not_when_owned(%c: i1) -> memref<4xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %r, %r_owned = scf.if %c -> (memref<4xf32>, i1) {
    scf.yield %a, %false : memref<4xf32>, i1
  } else {
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh, %true : memref<4xf32>, i1
  }
  %a_taken = bufferization.dealloc (%r : memref<4xf32>) if (%r_owned) retain (%a : memref<4xf32>)
  func.return %a : memref<4xf32>
}
