// Values nothing uses go from region ops and loops, block arguments every
// predecessor passes the same value are replaced by it, a block merges into
// its only predecessor, and memref.dim of a known size folds, as MLIR 22
// does (RemoveUnusedResults, RemoveUnusedForIterationArguments,
// RemoveUnusedWhileResults, RemoveUnusedWhileArguments,
// ForwardArgumentsAllEdgesAgreeOn, xDSL's block merging, FoldDimOfKnownSize).
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// The while's second argument is unused in its before region, and its
// second result unused after the loop: both go, with the buffers they
// carried (then only written).
// CHECK-LABEL: func.func @while_values
// CHECK:         %{{.*}} = scf.while (%{{.*}} = %{{.*}}) : (index) -> index {
// CHECK-NOT:     memref.alloc
// CHECK:         func.return
func.func @while_values(%k: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %r, %m = scf.while (%n = %c0, %buf = %a) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %below = arith.cmpi slt, %n, %k : index
    scf.condition(%below) %n, %a : index, memref<2xf32>
  } do {
  ^bb0(%i: index, %unused: memref<2xf32>):
    %next = arith.addi %i, %c1 : index
    %fresh = memref.alloca() : memref<2xf32>
    memref.store %v, %fresh[%c0] : memref<2xf32>
    scf.yield %next, %fresh : index, memref<2xf32>
  }
  memref.dealloc %a : memref<2xf32>
  func.return %r : index
}

// An iteration argument the loop body and the code after it do not use
// goes; so does a result of an scf.if nothing uses.
// CHECK-LABEL: func.func @for_and_if_values
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index) {
// CHECK:         scf.if %c -> (index) {
// CHECK:         func.return
func.func @for_and_if_values(%k: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s, %t = scf.for %i = %c0 to %k step %c1 iter_args(%sum = %c0, %junk = %c1) -> (index, index) {
    %next = arith.addi %sum, %i : index
    %more = arith.muli %k, %i : index
    scf.yield %next, %more : index, index
  }
  %x, %y = scf.if %c -> (index, index) {
    scf.yield %s, %k : index, index
  } else {
    scf.yield %k, %s : index, index
  }
  func.return %x : index
}

// Both predecessors pass %a: the argument is replaced by it, and the
// blocks with one predecessor merge into it.
// CHECK-LABEL: func.func @agreeing_block_argument
// CHECK-NOT:     ^bb
// CHECK:         func.return %{{.*}} : index
func.func @agreeing_block_argument(%c: i1, %a: index) -> index {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%a : index)
^right:
  cf.br ^join(%a : index)
^join(%x: index):
  %y = arith.addi %x, %x : index
  cf.br ^last
^last:
  func.return %y : index
}

// The size of a dimension, from the type or the allocation's operand.
// CHECK-LABEL: func.func @dims
// CHECK-NEXT:    %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %n, %[[FOUR]] : index
// CHECK-NEXT:    func.return %[[SUM]] : index
func.func @dims(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<4x?xf32>
  %rows = memref.dim %m, %c0 : memref<4x?xf32>
  %cols = memref.dim %m, %c1 : memref<4x?xf32>
  memref.dealloc %m : memref<4x?xf32>
  %sum = arith.addi %cols, %rows : index
  func.return %sum : index
}
