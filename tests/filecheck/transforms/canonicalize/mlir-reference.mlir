// Holds the canonicalizations to MLIR 22's `--canonicalize`.
// REQUIRES: mlir-opt-22

// Both canonicalizers give the same IR, as mlir-opt-22 prints it.
// RUN: mlir-opt-22 --canonicalize %S/dealloc.mlir > %t.dealloc.mlir
// RUN: xdsl-opt -p mlir-forms,canonicalize %S/dealloc.mlir | mlir-opt-22 | diff %t.dealloc.mlir -
// RUN: mlir-opt-22 --canonicalize %S/clone.mlir > %t.clone.mlir
// RUN: xdsl-opt -p mlir-forms,canonicalize %S/clone.mlir | mlir-opt-22 | diff %t.clone.mlir -

// clone-writes.mlir holds the cases where MLIR 22 merges a clone with its
// source although a buffer is written in between: it removes every clone
// there, this canonicalizer none.
// RUN: mlir-opt-22 --canonicalize %S/clone-writes.mlir | filecheck %s --check-prefix=MLIR
// MLIR-NOT: bufferization.clone
// RUN: xdsl-opt -p mlir-forms,canonicalize %S/clone-writes.mlir | filecheck %s --check-prefix=XDSL
// XDSL-COUNT-2: bufferization.clone
