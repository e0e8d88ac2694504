// RUN: xdsl-opt %s -p 'bufferization-lower-deallocations{inline-limit=16}' | filecheck %s
// RUN: xdsl-opt %s -p 'bufferization-lower-deallocations{inline-limit=16}' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC
// RUN: xdsl-opt %s -p 'bufferization-lower-deallocations{inline-limit=16}' | xdsl-dealloc-check --print-results --function unread_ownership - | filecheck %s --check-prefix=VALUES
// RUN: xdsl-opt %s -p 'bufferization-lower-deallocations{inline-limit=2}' | filecheck %s --check-prefix=LIMIT
// RUN: xdsl-opt %s -p 'bufferization-lower-deallocations{inline-limit=16}' | mlir-opt-22 > /dev/null

// Two memrefs and one retained memref need three comparisons: made in
// place, without the library function.
func.func @two_and_one(%c: i1) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = arith.select %c, %a, %b : memref<2xf32>
  %own = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%r : memref<2xf32>)
  scf.if %own {
    memref.dealloc %r : memref<2xf32>
  }
  return %own : i1
}
// CHECK-LABEL: func.func @two_and_one
// CHECK:         %[[PA:.*]] = memref.extract_aligned_pointer_as_index %a :
// CHECK-NEXT:    %[[PB:.*]] = memref.extract_aligned_pointer_as_index %b :
// CHECK-NEXT:    %[[PR:.*]] = memref.extract_aligned_pointer_as_index %r :
// CHECK-NEXT:    %[[A_NOT_R:.*]] = arith.cmpi ne, %[[PA]], %[[PR]] : index
// CHECK-NEXT:    %[[B_NOT_R:.*]] = arith.cmpi ne, %[[PB]], %[[PR]] : index
// Conditions known to be true are and-ed in without an op.
// CHECK-NEXT:    scf.if %[[A_NOT_R]] {
// CHECK-NEXT:      memref.dealloc %a
// CHECK-NEXT:    }
// %b is also compared with the earlier %a.
// CHECK-NEXT:    %[[B_NOT_A:.*]] = arith.cmpi ne, %[[PB]], %[[PA]] : index
// CHECK-NEXT:    %[[FREE_B:.*]] = arith.andi %[[B_NOT_A]], %[[B_NOT_R]] : i1
// CHECK-NEXT:    scf.if %[[FREE_B]] {
// CHECK-NEXT:      memref.dealloc %b
// CHECK-NEXT:    }
// The retained memref is owned through whichever memref it is.
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[A_IS_R:.*]] = arith.xori %[[A_NOT_R]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[B_IS_R:.*]] = arith.xori %[[B_NOT_R]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN:.*]] = arith.ori %[[A_IS_R]], %[[B_IS_R]] : i1
// CHECK-NOT:     func.call
// EXEC: @two_and_one: clean, 2 runs
// EXEC-NEXT: helper_calls=0

// Over the limit, the library function is used as in MLIR.
// LIMIT-LABEL: func.func @two_and_one
// LIMIT:         func.call @dealloc_helper

// A single memref under a constant condition needs no `scf.if`: `true` frees
// it outright, `false` not at all.
// CHECK-LABEL: func.func @constant_conditions
// CHECK:         %[[A:.*]] = memref.alloc
// CHECK-NEXT:    %[[B:.*]] = memref.alloc
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<2xf32>
// CHECK-NEXT:    memref.dealloc %[[B]] : memref<2xf32>
// CHECK-NEXT:    func.return
// EXEC: @constant_conditions: clean, 1 run
func.func @constant_conditions() {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%true)
  bufferization.dealloc (%b : memref<2xf32>) if (%false)
  memref.dealloc %b : memref<2xf32>
  func.return
}

// One memref and a retained memref under constant conditions: `true` is
// and-ed in without an op; under `false` nothing is freed and the result is
// that `false` (the comparison left behind is dead, for canonicalize).
// CHECK-LABEL: func.func @retained_constant_conditions
// CHECK:         %[[PA:.*]] = memref.extract_aligned_pointer_as_index %a :
// CHECK-NEXT:    %[[PR:.*]] = memref.extract_aligned_pointer_as_index %r :
// CHECK-NEXT:    %[[A_NOT_R:.*]] = arith.cmpi ne, %[[PA]], %[[PR]] : index
// CHECK-NEXT:    scf.if %[[A_NOT_R]] {
// CHECK-NEXT:      memref.dealloc %a
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[OWN_A:.*]] = arith.xori %[[A_NOT_R]], %[[TRUE]] : i1
// CHECK-NOT:     memref.dealloc %b
// CHECK-NOT:     arith.andi
// CHECK:         scf.if %[[OWN_A]] {
// CHECK:         scf.if %false {
// CHECK:         memref.dealloc %b
// EXEC: @retained_constant_conditions: clean, 2 runs
func.func @retained_constant_conditions(%c: i1) {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = arith.select %c, %a, %b : memref<2xf32>
  %own_a = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%r : memref<2xf32>)
  %own_b = bufferization.dealloc (%b : memref<2xf32>) if (%false) retain (%r : memref<2xf32>)
  scf.if %own_a {
    memref.dealloc %r : memref<2xf32>
  }
  scf.if %own_b {
    memref.dealloc %r : memref<2xf32>
  }
  memref.dealloc %b : memref<2xf32>
  func.return
}

// Ownerships nobody reads get no ops: %own_keep and %own_k are not
// computed (MLIR computes them; its canonicalizer erases them).
// CHECK-LABEL: func.func @unread_ownership
// CHECK:         %[[A_NOT_R:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : index
// CHECK:         memref.dealloc %b
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[A_IS_R:.*]] = arith.xori %[[A_NOT_R]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[B_IS_R:.*]] = arith.xori %{{.*}}, %[[TRUE]] : i1
// CHECK-NEXT:    %own_r = arith.ori %[[A_IS_R]], %[[B_IS_R]] : i1
// CHECK-NEXT:    %v = memref.load %r[%i] : memref<2xf32>
// CHECK-NEXT:    memref.extract_aligned_pointer_as_index %r
// CHECK-NEXT:    memref.extract_aligned_pointer_as_index %keep
// CHECK-NEXT:    %[[R_NOT_KEEP:.*]] = arith.cmpi ne
// CHECK-NEXT:    %[[FREE_R:.*]] = arith.andi %[[R_NOT_KEEP]], %own_r : i1
// CHECK-NEXT:    scf.if %[[FREE_R]] {
// CHECK-NEXT:      memref.dealloc %r
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %keep
// CHECK-NEXT:    func.return %v : f32
// EXEC: @unread_ownership: clean, 2 runs
// VALUES: @unread_ownership(%c = false) -> 2.0
// VALUES-NEXT: @unread_ownership(%c = true) -> 1.0
func.func @unread_ownership(%c: i1) -> f32 {
  %true = arith.constant true
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %keep = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%i] : memref<2xf32>
  memref.store %two, %b[%i] : memref<2xf32>
  %r = arith.select %c, %a, %b : memref<2xf32>
  %own_r, %own_keep = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%r, %keep : memref<2xf32>, memref<2xf32>)
  %v = memref.load %r[%i] : memref<2xf32>
  %own_k = bufferization.dealloc (%r : memref<2xf32>) if (%own_r) retain (%keep : memref<2xf32>)
  memref.dealloc %keep : memref<2xf32>
  func.return %v : f32
}
