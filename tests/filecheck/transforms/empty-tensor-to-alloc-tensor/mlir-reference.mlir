// Against MLIR 22's pass on the same input: mlir-opt-22 prints our output
// exactly as its own.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 --empty-tensor-to-alloc-tensor %S/empty-tensor-to-alloc-tensor.mlir > %t
// RUN: xdsl-opt -p mlir-forms,empty-tensor-to-alloc-tensor %S/empty-tensor-to-alloc-tensor.mlir | mlir-opt-22 | diff %t -
