// Holds the sibling tests to the reference implementation, MLIR 22.
// REQUIRES: mlir-opt-22

// The CHECK lines of realloc.mlir are exactly what mlir-opt-22 prints.
// RUN: mlir-opt-22 %S/realloc.mlir | filecheck %S/realloc.mlir

// xDSL parses MLIR's generic form into the same ops.
// RUN: mlir-opt-22 --mlir-print-op-generic %S/realloc.mlir | xdsl-opt -p mlir-forms | filecheck %S/realloc.mlir

// mlir-opt-22 accepts what xDSL prints, custom or generic, and prints the same
// IR for it as for the original file.
// RUN: mlir-opt-22 %S/realloc.mlir > %t.reference.mlir
// RUN: xdsl-opt -p mlir-forms %S/realloc.mlir | mlir-opt-22 | diff %t.reference.mlir -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/realloc.mlir | mlir-opt-22 | diff %t.reference.mlir -

// Every case of realloc-invalid.mlir is invalid for MLIR too, with its expected-error.
// RUN: mlir-opt-22 --verify-diagnostics --split-input-file %S/realloc-invalid.mlir > /dev/null

// The same for the custom form of every other memref op (custom-form.mlir)
// and for the DMA ops, whose generic form differs (dma.mlir: custom only).
// RUN: mlir-opt-22 %S/custom-form.mlir | filecheck %S/custom-form.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/custom-form.mlir | xdsl-opt -p mlir-forms | filecheck %S/custom-form.mlir
// RUN: mlir-opt-22 %S/custom-form.mlir > %t.custom.mlir
// RUN: xdsl-opt -p mlir-forms %S/custom-form.mlir | mlir-opt-22 | diff %t.custom.mlir -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/custom-form.mlir | mlir-opt-22 | diff %t.custom.mlir -
// RUN: mlir-opt-22 %S/dma.mlir | filecheck %S/dma.mlir
// RUN: mlir-opt-22 %S/dma.mlir > %t.dma.mlir
// RUN: xdsl-opt -p mlir-forms %S/dma.mlir | mlir-opt-22 | diff %t.dma.mlir -

// Every case of memref-invalid.mlir is invalid for MLIR too, with its expected-error.
// RUN: mlir-opt-22 --verify-diagnostics --split-input-file %S/memref-invalid.mlir > /dev/null
