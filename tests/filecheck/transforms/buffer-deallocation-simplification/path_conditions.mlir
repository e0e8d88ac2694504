// RUN: xdsl-opt %s -p buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=SANITIZER
// REQUIRES: mlir-opt-22

// Conditions that the branches taken on every path to an op decide become
// constants (at the function's entry, where they do not keep the
// canonicalizer from forwarding through blocks that only branch on); once
// lowered and canonicalized, no runtime check is left for them.

// On the edge taken when %c holds, %c is true and `not %c` false; on the
// other edge the reverse.
// CHECK-LABEL: func.func @decided_on_edges
// CHECK:         cf.cond_br %{{.*}}, ^[[THEN:.*]], ^[[ELSE:.*]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NEXT:    func.return
// CHECK-NEXT:  ^[[ELSE]]:
// CHECK-NEXT:    memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NEXT:    func.return
func.func @decided_on_edges(%c: i1, %x: f32) {
  %true = arith.constant true
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  func.call @keep(%a) : (memref<4xf32>) -> ()
  %not_c = arith.xori %c, %true : i1
  cf.cond_br %c, ^then, ^else
^then:
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  func.return
^else:
  bufferization.dealloc (%a : memref<4xf32>) if (%not_c)
  func.return
}

// Inside `scf.if %d`, %d is true.  The ownership of %a there (a dealloc's
// result, as the deallocation pass passes it) resolves to %d, and the
// guarded copy's guard, now %d, folds: no copy.
// CHECK-LABEL: func.func @decided_in_regions
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      memref.dealloc
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[NOT_D:.*]] = arith.xori
// CHECK-NEXT:    scf.if %[[NOT_D]] {
// CHECK-NEXT:      memref.dealloc
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @decided_in_regions(%d: i1, %x: f32) {
  %i = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  func.call @keep(%a) : (memref<4xf32>) -> ()
  scf.if %d {
    %owned = bufferization.dealloc (%a : memref<4xf32>) if (%d) retain (%a : memref<4xf32>)
    %r = scf.if %owned -> (memref<4xf32>) {
      scf.yield %a : memref<4xf32>
    } else {
      %copy = bufferization.clone %a : memref<4xf32> to memref<4xf32>
      scf.yield %copy : memref<4xf32>
    }
    memref.store %x, %r[%i] : memref<4xf32>
    bufferization.dealloc (%r : memref<4xf32>) if (%d)
  }
  %yes = arith.constant true
  %not_d = arith.xori %d, %yes : i1
  bufferization.dealloc (%a : memref<4xf32>) if (%not_d)
  func.return
}

// A join is entered from two edges: what one edge decides is not known
// there, so the guarded copy stays.
// CHECK-LABEL: func.func @not_decided_at_a_join
// CHECK:         %{{.*}} = scf.if %{{.*}} -> (memref<4xf32>) {
// CHECK:           bufferization.clone
func.func @not_decided_at_a_join(%c: i1, %x: f32) {
  %true = arith.constant true
  %i = arith.constant 0 : index
  %not_c = arith.xori %c, %true : i1
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  func.call @keep(%a) : (memref<4xf32>) -> ()
  cf.cond_br %c, ^left, ^join
^left:
  cf.br ^join
^join:
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    %copy = bufferization.clone %a : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  }
  memref.store %x, %r[%i] : memref<4xf32>
  bufferization.dealloc (%r : memref<4xf32>) if (%not_c)
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  func.return
}

// The buffers are passed on, or canonicalization would erase them as
// only written.
func.func private @keep(%m: memref<4xf32>) {
  func.return
}

// SANITIZER: @decided_on_edges: clean, 2 runs
// SANITIZER: @decided_in_regions: clean, 2 runs
// SANITIZER: @not_decided_at_a_join: clean, 2 runs
// SANITIZER: 3 function(s) checked, all clean
