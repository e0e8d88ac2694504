// Holds the sibling tests to the reference implementation, MLIR 22.
// REQUIRES: mlir-opt-22

// The CHECK lines of custom-form.mlir are exactly what mlir-opt-22 prints.
// RUN: mlir-opt-22 %S/custom-form.mlir | filecheck %S/custom-form.mlir

// xDSL parses MLIR's generic form into the same ops.
// RUN: mlir-opt-22 --mlir-print-op-generic %S/custom-form.mlir | xdsl-opt -p mlir-forms | filecheck %S/custom-form.mlir

// mlir-opt-22 accepts what xDSL prints, custom or generic, and prints the same
// IR for it as for the original file.
// RUN: mlir-opt-22 %S/custom-form.mlir > %t.reference.mlir
// RUN: xdsl-opt -p mlir-forms %S/custom-form.mlir | mlir-opt-22 | diff %t.reference.mlir -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/custom-form.mlir | mlir-opt-22 | diff %t.reference.mlir -

// Every case of invalid.mlir is invalid for MLIR too, with its expected-error.
// RUN: mlir-opt-22 --verify-diagnostics --split-input-file %S/invalid.mlir > /dev/null

// mlir-opt-22 reads what xDSL prints of a generic op with an aliased trait as
// the same IR as the original.
// RUN: mlir-opt-22 %S/generic-trait.mlir > %t.trait.mlir
// RUN: xdsl-opt %S/generic-trait.mlir | mlir-opt-22 | diff %t.trait.mlir -
