// Against MLIR 22's pass on the same inputs.
// REQUIRES: mlir-opt-22

// RUN: mlir-opt-22 --promote-buffers-to-stack %S/promote-buffers-to-stack.mlir > %t.mlir
// RUN: xdsl-opt -p promote-buffers-to-stack %S/promote-buffers-to-stack.mlir | mlir-opt-22 | diff %t.mlir -
// RUN: mlir-opt-22 '--promote-buffers-to-stack=max-alloc-size-in-bytes=8 max-rank-of-allocated-memref=2' %S/promote-buffers-to-stack.mlir > %t.small.mlir
// RUN: xdsl-opt -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=8 max-rank-of-allocated-memref=2}' %S/promote-buffers-to-stack.mlir | mlir-opt-22 | diff %t.small.mlir -

// MLIR 22 puts the buffer returned from an alloca_scope on the scope's
// stack; it is read after the scope ended.  Ours stays on the heap.
// RUN: mlir-opt-22 --promote-buffers-to-stack %S/alloca-scope.mlir | filecheck %s --check-prefix=MLIR
// MLIR:      %alloca = memref.alloca() : memref<2xf32>
// MLIR:      memref.alloca_scope.return %alloca : memref<2xf32>
// RUN: mlir-opt-22 --promote-buffers-to-stack %S/alloca-scope.mlir | mlir-opt-22 --buffer-deallocation-pipeline | not xdsl-dealloc-check - | filecheck %s --check-prefix=MLIR-EXEC
// MLIR-EXEC: use-after-scope
// RUN: xdsl-opt -p promote-buffers-to-stack %S/alloca-scope.mlir | mlir-opt-22 > /dev/null

// MLIR 22 promotes the realloc's source and the capturing uses.
// RUN: mlir-opt-22 --promote-buffers-to-stack %S/realloc.mlir | filecheck %s --check-prefix=MLIR-REALLOC
// MLIR-REALLOC: memref.alloca() : memref<2xf32>
// RUN: mlir-opt-22 --promote-buffers-to-stack %S/realloc.mlir | not xdsl-dealloc-check - | filecheck %s --check-prefix=MLIR-REALLOC-EXEC
// MLIR-REALLOC-EXEC: invalid-free
// RUN: xdsl-opt -p promote-buffers-to-stack %S/realloc.mlir | mlir-opt-22 > /dev/null
// RUN: mlir-opt-22 --promote-buffers-to-stack --buffer-loop-hoisting %S/captured.mlir | filecheck %s --check-prefix=MLIR-CAPTURED
// MLIR-CAPTURED:      memref.alloca() : memref<2xf32>
// MLIR-CAPTURED-NEXT: memref.alloca() : memref<2xf32>
// MLIR-CAPTURED-NEXT: scf.for
// RUN: xdsl-opt -p promote-buffers-to-stack,buffer-loop-hoisting %S/captured.mlir | mlir-opt-22 > /dev/null
