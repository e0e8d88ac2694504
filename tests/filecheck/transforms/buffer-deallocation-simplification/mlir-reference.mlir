// The simplification on MLIR 22's own deallocation output: mlir-opt-22 inserts
// the deallocs, this pass simplifies them, the sanitizer runs the result and
// mlir-opt-22 accepts it.  (How many runtime checks remain, compared with
// MLIR's pass, is measured by tests/transforms/test_buffer_deallocation_simplification_vs_mlir.py.)
// REQUIRES: mlir-opt-22

// RUN: mlir-opt-22 --ownership-based-buffer-deallocation --canonicalize %S/inputs/loops.mlir | xdsl-opt -p buffer-deallocation-simplification > %t.loops.mlir
// RUN: xdsl-dealloc-check %t.loops.mlir | filecheck %s --check-prefix=LOOPS
// RUN: mlir-opt-22 %t.loops.mlir > /dev/null
// RUN: mlir-opt-22 --ownership-based-buffer-deallocation=private-function-dynamic-ownership --canonicalize %S/inputs/loops.mlir | xdsl-opt -p buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=LOOPS
// LOOPS:      4 function(s) checked, all clean

// RUN: mlir-opt-22 --ownership-based-buffer-deallocation --canonicalize %S/inputs/branches.mlir | xdsl-opt -p buffer-deallocation-simplification > %t.branches.mlir
// RUN: xdsl-dealloc-check %t.branches.mlir | filecheck %s --check-prefix=BRANCHES
// RUN: mlir-opt-22 %t.branches.mlir > /dev/null
// BRANCHES:   5 function(s) checked, all clean

// RUN: mlir-opt-22 --ownership-based-buffer-deallocation --canonicalize %S/inputs/calls.mlir | xdsl-opt -p buffer-deallocation-simplification > %t.calls.mlir
// RUN: xdsl-dealloc-check %t.calls.mlir | filecheck %s --check-prefix=CALLS
// RUN: mlir-opt-22 %t.calls.mlir > /dev/null
// RUN: mlir-opt-22 --ownership-based-buffer-deallocation=private-function-dynamic-ownership --canonicalize %S/inputs/calls.mlir | xdsl-opt -p buffer-deallocation-simplification | xdsl-dealloc-check - | filecheck %s --check-prefix=CALLS
// CALLS:      3 function(s) checked, all clean

// On the example of MLIR's ownership-based deallocation documentation MLIR keeps three deallocs with runtime checks: the
// select may be either buffer and the block argument either the allocation or
// the argument.  Which one is decided by the selects' conditions, so ours
// turns every check into arithmetic on them: single-memref deallocs only.
// RUN: mlir-opt-22 --ownership-based-buffer-deallocation --canonicalize %S/inputs/branches.mlir | mlir-opt-22 --buffer-deallocation-simplification | filecheck %s --check-prefix=MLIR-DOC
// RUN: mlir-opt-22 %t.branches.mlir | filecheck %s --check-prefix=OURS-DOC
// MLIR-DOC-LABEL: func.func @documentation_example
// MLIR-DOC:         bufferization.dealloc (%alloc : memref<4xi8>) if (%arg2) retain
// MLIR-DOC:         bufferization.dealloc (%alloc : memref<4xi8>) if (%{{.*}}) retain (%{{.*}} : memref<?xi8>)
// MLIR-DOC:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<i8>, memref<i8>) if (%{{.*}}, %{{.*}})
// OURS-DOC-LABEL: func.func @documentation_example
// OURS-DOC-NOT:     retain
// OURS-DOC:         bufferization.dealloc (%alloc : memref<4xi8>) if (%{{.*}})
// OURS-DOC-NOT:     retain
// OURS-DOC:         bufferization.dealloc (%base_buffer : memref<i8>) if (%{{.*}})
// OURS-DOC-NEXT:    bufferization.dealloc (%base_buffer_1 : memref<i8>) if (%{{.*}})
// OURS-DOC-NEXT:    return
