// Against MLIR 22's pass on the same inputs.
// REQUIRES: mlir-opt-22

// With frees in the input, MLIR 22 hoists the allocation out of the loop
// and leaves the free in it; ours leaves both.
// RUN: mlir-opt-22 --buffer-loop-hoisting %S/with-deallocs.mlir | not xdsl-dealloc-check - | filecheck %s --check-prefix=MLIR
// RUN: xdsl-opt -p buffer-loop-hoisting %S/with-deallocs.mlir | mlir-opt-22 > /dev/null
// MLIR: double-free
