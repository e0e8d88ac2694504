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


// The same for index-cast.mlir, and mlir-opt-22 rejects every case of
// index-cast-invalid.mlir with the same message.
// RUN: mlir-opt-22 %S/index-cast.mlir | filecheck %S/index-cast.mlir
// RUN: mlir-opt-22 --verify-diagnostics --split-input-file %S/index-cast-invalid.mlir > /dev/null
// RUN: mlir-opt-22 %S/added-ops.mlir | filecheck %S/added-ops.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/added-ops.mlir | xdsl-opt -p mlir-forms | filecheck %S/added-ops.mlir
// RUN: mlir-opt-22 %S/added-ops.mlir > %t.added.mlir
// RUN: xdsl-opt --print-op-generic %S/added-ops.mlir | mlir-opt-22 | diff %t.added.mlir -
// RUN: mlir-opt-22 --verify-diagnostics --split-input-file %S/added-ops-invalid.mlir > /dev/null
