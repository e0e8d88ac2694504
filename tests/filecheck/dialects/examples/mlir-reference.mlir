// The README's example: mlir-opt-22 prints the same IR for xdsl-opt's output
// as for the original file.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %S/../../../../examples/dealloc_roundtrip.mlir > %t.reference.mlir
// RUN: xdsl-opt -p mlir-forms %S/../../../../examples/dealloc_roundtrip.mlir | mlir-opt-22 | diff %t.reference.mlir -
