// Holds the expansion to MLIR 22's, op for op.
// REQUIRES: mlir-opt-22

// mlir-opt-22 prints our expansion exactly as it prints its own.
// RUN: mlir-opt-22 --expand-realloc %S/expand-realloc.mlir > %t.reference.mlir
// RUN: xdsl-opt -p expand-realloc %S/expand-realloc.mlir | mlir-opt-22 | diff %t.reference.mlir -
// RUN: mlir-opt-22 --expand-realloc=emit-deallocs=false %S/expand-realloc.mlir > %t.nodealloc.mlir
// RUN: xdsl-opt -p 'expand-realloc{emit-deallocs=false}' %S/expand-realloc.mlir | mlir-opt-22 | diff %t.nodealloc.mlir -

// The static shrink, where MLIR 22's own output is invalid, is valid here.
// RUN: xdsl-opt -p expand-realloc %S/static-shrink.mlir | mlir-opt-22 > /dev/null
