// The simplified deallocations, executed by the sanitizer for every
// combination of inputs: nothing leaks, nothing is freed twice or used after
// it is freed.  The programs in inputs/ get their deallocs from this
// project's ownership-based-buffer-deallocation (both function boundary
// modes), and run unlowered (the sanitizer executes bufferization.dealloc)
// and lowered.

// RUN: xdsl-opt %S/inputs/loops.mlir -p ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=LOOPS
// RUN: xdsl-opt %S/inputs/loops.mlir -p ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefix=LOOPS
// RUN: xdsl-opt %S/inputs/loops.mlir -p ownership-based-buffer-deallocation{private-function-dynamic-ownership=true},canonicalize,buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=LOOPS
// LOOPS:      @rotate: clean, 6 runs
// LOOPS:      @accumulate: clean, 3 runs
// LOOPS:      @while_copies: clean, 3 runs
// LOOPS:      @nested: clean, 6 runs
// LOOPS:      4 function(s) checked, all clean

// RUN: xdsl-opt %S/inputs/branches.mlir -p ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=BRANCHES
// RUN: xdsl-opt %S/inputs/branches.mlir -p ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefix=BRANCHES
// BRANCHES:   @documentation_example: clean, 4 runs
// BRANCHES:   @if_alloc_or_arg: clean, 2 runs
// BRANCHES:   @two_arguments_two_allocations: clean, 4 runs
// BRANCHES:   @globals: clean, 2 runs
// BRANCHES:   @views: clean, 2 runs
// BRANCHES:   5 function(s) checked, all clean

// RUN: xdsl-opt %S/inputs/calls.mlir -p ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=CALLS
// RUN: xdsl-opt %S/inputs/calls.mlir -p ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefix=CALLS
// RUN: xdsl-opt %S/inputs/calls.mlir -p ownership-based-buffer-deallocation{private-function-dynamic-ownership=true},canonicalize,buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=CALLS
// RUN: xdsl-opt %S/inputs/calls.mlir -p ownership-based-buffer-deallocation{private-function-dynamic-ownership=true},canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefix=CALLS
// CALLS:      @caller: clean, 2 runs
// CALLS:      @in_loop: clean, 3 runs
// CALLS:      @guarded_returns: clean, 4 runs
// CALLS:      3 function(s) checked, all clean

// Hand-written deallocs that the simplification splits, prunes and resolves;
// the programs are checked before and after.
// RUN: xdsl-dealloc-check %s | filecheck %s --check-prefix=HERE
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=HERE
// RUN: xdsl-opt %s -p buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefixes=HERE,LOWERED

// Whichever buffer the select picks stays alive and owned; the other is
// freed.  After the split, one memref per dealloc: no library call.
// HERE:       @select_retained: clean, 2 runs
// LOWERED-NEXT: helper_calls=0
func.func @select_retained(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %sel = arith.select %c, %a, %b : memref<2xf32>
  %own = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%sel : memref<2xf32>)
  scf.if %own {
    memref.dealloc %sel : memref<2xf32>
  }
  func.return
}

// The if's result is %a when %c holds: freed here only otherwise, with no
// pointer comparison once lowered.
// HERE:       @if_result_retained: clean, 2 runs
// LOWERED-NEXT: alias_comparisons=0 helper_calls=0
func.func @if_result_retained(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  %own = bufferization.dealloc (%r : memref<2xf32>) if (%true) retain (%a : memref<2xf32>)
  bufferization.dealloc (%a : memref<2xf32>) if (%true)
  func.return
}

// A buffer reached through a view and a loop: the retained view keeps the
// allocation alive, its ownership is known statically, and the fresh buffers
// of the loop are freed as they are replaced.
// HERE:       @loop_and_view: clean, 3 runs
// LOWERED-NEXT: alias_comparisons=0 helper_calls=0
func.func @loop_and_view(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  %view = memref.subview %init[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init, %own = %false) -> (memref<4xf32>, i1) {
    %new = memref.alloc() : memref<4xf32>
    %base, %offset, %size, %stride = memref.extract_strided_metadata %x : memref<4xf32> -> memref<f32>, index, index, index
    %o = bufferization.dealloc (%base, %new : memref<f32>, memref<4xf32>) if (%own, %true) retain (%new : memref<4xf32>)
    scf.yield %new, %o : memref<4xf32>, i1
  }
  %keep = bufferization.dealloc (%init : memref<4xf32>) if (%true) retain (%view : memref<2xf32, strided<[1], offset: 1>>)
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r#0 : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%r#1)
  scf.if %keep {
    memref.dealloc %init : memref<4xf32>
  }
  func.return
}

// A callee that returns its argument unless it has a buffer of its own, with
// the guarded copy the ownership pass writes: every call returns a new
// buffer, so the caller frees both buffers with no pointer comparison.
// HERE:       @guarded_call: clean, 2 runs
// LOWERED-NEXT: alias_comparisons=0 helper_calls=0
func.func private @copy_unless_owned(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    scf.yield %m, %false : memref<2xf32>, i1
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %true : memref<2xf32>, i1
  }
  %g = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %g : memref<2xf32>
}

func.func @guarded_call(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %g = func.call @copy_unless_owned(%a, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  bufferization.dealloc (%a, %g : memref<2xf32>, memref<2xf32>) if (%true, %true)
  func.return
}

// One dealloc whose questions are all decided: %sel by its select, and the
// loop's buffer against %init by the loop's ownership flag (whenever it holds,
// the loop's buffer is one of its own fresh ones).  Each memref gets a
// dealloc of its own, with no pointer comparison.
// HERE:       @decided_under_conditions: clean, 12 runs
// LOWERED-NEXT: alias_comparisons=0 helper_calls=0
func.func @decided_under_conditions(%c: i1, %d: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<2xf32>
  %loop:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init, %o = %false) -> (memref<2xf32>, i1) {
    %fresh = memref.alloc() : memref<2xf32>
    %pick = arith.select %d, %fresh, %x : memref<2xf32>
    %owned = bufferization.dealloc (%x, %fresh : memref<2xf32>, memref<2xf32>) if (%o, %true) retain (%pick : memref<2xf32>)
    scf.yield %pick, %owned : memref<2xf32>, i1
  }
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %sel = arith.select %c, %a, %b : memref<2xf32>
  %own = bufferization.dealloc (%init, %loop#0, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%true, %loop#1, %true, %true) retain (%sel : memref<2xf32>)
  scf.if %own {
    memref.dealloc %sel : memref<2xf32>
  }
  func.return
}

// %a must be the retained buffer and %b never is: both go from the dealloc
// at once, %b freed under its condition and %a owned.
// HERE:       @retained_only_by_dropped: clean, 2 runs
// LOWERED-NEXT: alias_comparisons=0 helper_calls=0
func.func @retained_only_by_dropped(%d: i1) {
  %i = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%i] : memref<2xf32>
  memref.store %f, %b[%i] : memref<2xf32>
  %own = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %d) retain (%a : memref<2xf32>)
  scf.if %own {
    memref.dealloc %a : memref<2xf32>
  }
  %left = arith.xori %d, %true : i1
  scf.if %left {
    memref.dealloc %b : memref<2xf32>
  }
  func.return
}

// The loop's buffer is %r or %q, which no select decides: the memrefs split
// into {%a} and {%q, %r, loop}, each part retaining %sel, whose ownership
// is the disjunction of the parts' (the first decided by the select, the
// second compared at run time).  Every buffer is freed once, either way.
// HERE:       @split_keeps_retained: clean, 12 runs
func.func @split_keeps_retained(%c: i1, %d: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %f = arith.constant 1.0 : f32
  %r = memref.alloc() : memref<2xf32>
  %q = memref.alloc() : memref<2xf32>
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %r) -> (memref<2xf32>) {
    %next = arith.select %d, %q, %it : memref<2xf32>
    scf.yield %next : memref<2xf32>
  }
  memref.store %f, %loop[%c0] : memref<2xf32>
  %sel = arith.select %c, %a, %r : memref<2xf32>
  %own = bufferization.dealloc (%a, %q, %r, %loop : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%true, %true, %true, %true) retain (%sel : memref<2xf32>)
  scf.if %own {
    memref.dealloc %sel : memref<2xf32>
  }
  func.return
}
