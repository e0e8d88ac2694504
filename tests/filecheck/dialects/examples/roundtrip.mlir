// The README's example: printing it is a fixed point of xdsl-opt.
// RUN: xdsl-opt -p mlir-forms %S/../../../../examples/dealloc_roundtrip.mlir > %t.once.mlir
// RUN: xdsl-opt -p mlir-forms %t.once.mlir | diff %t.once.mlir -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %t.once.mlir | xdsl-opt -p mlir-forms | diff %t.once.mlir -
