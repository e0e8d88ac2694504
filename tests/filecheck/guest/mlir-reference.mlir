// Holds the sibling tests to the reference implementation, MLIR 22.
// REQUIRES: mlir-opt-22

// mlir-opt-22 reads what xDSL prints for reading.mlir without a pass of
// ours, and what the `mlir-forms` run prints, as the same program.
// RUN: mlir-opt-22 %S/reading.mlir > %t.reference.mlir
// RUN: xdsl-opt %S/reading.mlir | mlir-opt-22 | diff %t.reference.mlir -
// RUN: xdsl-opt -p mlir-forms %S/reading.mlir | mlir-opt-22 | diff %t.reference.mlir -
