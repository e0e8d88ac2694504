// The README's example: printing it is a fixed point of xdsl-opt.
// RUN: xdsl-opt %S/../../../../examples/dealloc_roundtrip.mlir > %t.once.mlir
// RUN: xdsl-opt %t.once.mlir | diff %t.once.mlir -
// RUN: xdsl-opt --print-op-generic %t.once.mlir | xdsl-opt | diff %t.once.mlir -
