// Holds the sibling tests to the reference implementation, MLIR 22.
// REQUIRES: mlir-opt-22

// The CHECK lines of ops.mlir are what mlir-opt-22 prints, and xDSL reads
// mlir-opt-22's generic form into the same ops.
// RUN: mlir-opt-22 %S/ops.mlir | filecheck %S/ops.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/ops.mlir | xdsl-opt -p mlir-forms | filecheck %S/ops.mlir

// mlir-opt-22 accepts what xDSL prints, custom or generic, and prints the
// same IR for it as for the original file.
// RUN: mlir-opt-22 %S/ops.mlir > %t.reference.mlir
// RUN: xdsl-opt -p mlir-forms %S/ops.mlir | mlir-opt-22 | diff %t.reference.mlir -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/ops.mlir | mlir-opt-22 | diff %t.reference.mlir -

// Every case of invalid.mlir is invalid for MLIR too, with its expected-error.
// RUN: mlir-opt-22 --verify-diagnostics --split-input-file %S/invalid.mlir > /dev/null
