// The lowered deallocations, executed by the sanitizer for every combination
// of boolean arguments: each buffer is freed exactly once, nothing leaks.
// The input is checked too, so both sides of the lowering agree.
// RUN: xdsl-dealloc-check %s | filecheck %s
// RUN: xdsl-opt %s -p bufferization-lower-deallocations | xdsl-dealloc-check - | filecheck %s --check-prefixes=CHECK,LOWERED

// Generic lowering: the retained memref aliases %a or %b depending on %c;
// that one is kept and owned, the other freed.
// CHECK:       @generic_retain_select: clean, 2 runs
// LOWERED-NEXT:  helper_calls=2
func.func @generic_retain_select(%c: i1) {
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

// Generic lowering with the same buffer listed twice at run time: only its
// first occurrence frees it.
// CHECK:       @generic_runtime_duplicates: clean, 4 runs
func.func @generic_runtime_duplicates(%c: i1, %d: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  %x = arith.select %c, %a, %b : memref<4xi32>
  %y = arith.select %d, %a, %b : memref<4xi32>
  bufferization.dealloc (%x, %y, %a, %b : memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xi32>) if (%true, %true, %true, %true)
  func.return
}

// Generic lowering with conditions: the stack buffer is never owned, the
// heap buffer only when %c holds (and is freed afterwards otherwise).  The
// retained memrefs' ownerships are the disjunction of the conditions of the
// memrefs they alias.
// CHECK:       @generic_conditions: clean, 4 runs
func.func @generic_conditions(%c: i1, %d: i1) {
  %false = arith.constant false
  %true = arith.constant true
  %heap = memref.alloc() : memref<8xf32>
  %other = memref.alloc() : memref<8xf32>
  %stack = memref.alloca() : memref<8xf32>
  %kept = arith.select %d, %heap, %stack : memref<8xf32>
  %own_kept, %own_other = bufferization.dealloc (%stack, %heap, %other : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%false, %c, %true) retain (%kept, %other : memref<8xf32>, memref<8xf32>)
  scf.if %own_kept {
    memref.dealloc %kept : memref<8xf32>
  }
  scf.if %own_other {
    memref.dealloc %other : memref<8xf32>
  }
  %not_c = arith.xori %c, %true : i1
  scf.if %not_c {
    memref.dealloc %heap : memref<8xf32>
  }
  func.return
}

// One memref, several retained: it is kept when it is one of them.
// CHECK:       @one_memref_retained: clean, 4 runs
// LOWERED-NEXT:  helper_calls=0
func.func @one_memref_retained(%c: i1, %d: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r0 = arith.select %c, %a, %b : memref<2xf32>
  %r1 = arith.select %d, %b, %a : memref<2xf32>
  %own:2 = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  %own_b:2 = bufferization.dealloc (%b : memref<2xf32>) if (%true) retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  // Each retained memref is owned through exactly one of the two deallocs;
  // free it unless the other retained memref is the same buffer and was
  // already freed.
  %own_r0 = arith.ori %own#0, %own_b#0 : i1
  %own_r1 = arith.ori %own#1, %own_b#1 : i1
  %same = arith.xori %c, %d : i1
  %distinct = arith.xori %same, %true : i1
  scf.if %own_r0 {
    memref.dealloc %r0 : memref<2xf32>
  }
  %free_r1 = arith.andi %own_r1, %distinct : i1
  scf.if %free_r1 {
    memref.dealloc %r1 : memref<2xf32>
  }
  func.return
}

// One memref, nothing retained: freed exactly when the condition holds.
// CHECK:       @one_memref_no_retained: clean, 2 runs
func.func @one_memref_no_retained(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<3xf64>
  bufferization.dealloc (%a : memref<3xf64>) if (%c)
  %not_c = arith.xori %c, %true : i1
  scf.if %not_c {
    memref.dealloc %a : memref<3xf64>
  }
  func.return
}

// A retained unranked view of a ranked buffer is compared through that
// buffer: %a is kept when %u views it, freed otherwise.
// CHECK:       @unranked_view_retained: clean, 2 runs
// LOWERED-NEXT:  helper_calls=0
func.func @unranked_view_retained(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = arith.select %c, %a, %b : memref<2xf32>
  %u = memref.cast %r : memref<2xf32> to memref<*xf32>
  %own = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%u : memref<*xf32>)
  scf.if %own {
    memref.dealloc %a : memref<2xf32>
  }
  memref.dealloc %b : memref<2xf32>
  func.return
}

// CHECK:       6 function(s) checked, all clean
