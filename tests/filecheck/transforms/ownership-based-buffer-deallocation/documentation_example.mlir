// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{name-allocations-directly=true}' | filecheck %s --check-prefix=DIRECT
// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{name-allocations-directly=true}' | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// The example of MLIR's ownership-based buffer deallocation documentation: a select of an owned alloc and an alloca, and a
// cond_br that forwards the alloc on one edge and the (never owned) argument
// on the other.

func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

// CHECK-LABEL: func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK:         %[[ALLOC:.*]] = memref.alloc
// CHECK:         %[[ALLOCA:.*]] = memref.alloca
// The select is owned exactly when it selected the alloc.
// CHECK:         %[[SELECT:.*]] = arith.select %select_cond, %[[ALLOC]], %[[ALLOCA]] : memref<?xi8>
// The argument (never owned) and the alloc may be freed; the alloca is never
// listed.
// CHECK:         %[[ARG_BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %memref
// CHECK:         %[[ALLOC_BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ALLOC]]
// One dealloc per edge, conditions conjoined with the edge condition; each
// retains what its edge forwards and the select, which stays live.
// CHECK:         %[[THEN:.*]], %[[THEN_SEL:.*]] = bufferization.dealloc (%[[ARG_BASE]], %[[ALLOC_BASE]] : memref<i8>, memref<i8>) if (%[[FALSE]], %br_cond) retain (%[[ALLOC]], %[[SELECT]] : memref<?xi8>, memref<?xi8>)
// CHECK:         %[[NOT_BR:.*]] = arith.xori %br_cond, %[[TRUE]] : i1
// CHECK:         %[[ELSE:.*]], %[[ELSE_SEL:.*]] = bufferization.dealloc (%[[ARG_BASE]], %[[ALLOC_BASE]] : memref<i8>, memref<i8>) if (%[[FALSE]], %[[NOT_BR]]) retain (%memref, %[[SELECT]] : memref<?xi8>, memref<?xi8>)
// The select is retained on both edges: its ownership merges both results.
// CHECK:         %[[SEL_OWN:.*]] = arith.select %br_cond, %[[THEN_SEL]], %[[ELSE_SEL]] : i1
// CHECK:         cf.cond_br %br_cond, ^[[BB1:.*]](%[[ALLOC]], %[[THEN]] : memref<?xi8>, i1), ^[[BB1]](%memref, %[[ELSE]] : memref<?xi8>, i1)
// CHECK:       ^[[BB1]](%bbarg: memref<?xi8>, %[[OWNED:.*]]: i1):
// CHECK:         memref.copy %bbarg, %[[SELECT]]
// CHECK:         %[[SEL_BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[SELECT]]
// CHECK:         %[[BBARG_BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %bbarg
// CHECK:         bufferization.dealloc (%[[SEL_BASE]], %[[BBARG_BASE]] : memref<i8>, memref<i8>) if (%[[SEL_OWN]], %[[OWNED]])
// CHECK-NEXT:    func.return

// With `name-allocations-directly`, the dealloc names the alloc itself (what
// canonicalize would leave); the argument, the select and the block argument
// still go through their base buffers.
// DIRECT-LABEL: func.func @example
// DIRECT:         %[[ALLOC:.*]] = memref.alloc
// DIRECT:         %[[ARG_BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %memref
// DIRECT-NOT:     memref.extract_strided_metadata %[[ALLOC]]
// DIRECT:         bufferization.dealloc (%[[ARG_BASE]], %[[ALLOC]] : memref<i8>, memref<?xi8>) if
// DIRECT:         ^{{.*}}(%bbarg: memref<?xi8>, %{{.*}}: i1):
// DIRECT:         memref.extract_strided_metadata %{{.*}}
// DIRECT:         memref.extract_strided_metadata %bbarg
