// Against MLIR 22's pass on the same input: mlir-opt-22 prints our output
// exactly as its own.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 --eliminate-empty-tensors %S/eliminate-empty-tensors.mlir > %t
// RUN: xdsl-opt -p eliminate-empty-tensors %S/eliminate-empty-tensors.mlir | mlir-opt-22 | diff %t -
// RUN: mlir-opt-22 --eliminate-empty-tensors %S/function-boundaries.mlir > %t.boundaries
// RUN: xdsl-opt -p eliminate-empty-tensors %S/function-boundaries.mlir | mlir-opt-22 | diff %t.boundaries -
