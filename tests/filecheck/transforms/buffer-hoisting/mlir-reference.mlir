// Against MLIR 22's passes on the same inputs.
// REQUIRES: mlir-opt-22

// Where both agree, mlir-opt-22 prints our output exactly as its own.
// RUN: mlir-opt-22 --buffer-hoisting %S/buffer-hoisting.mlir > %t.hoisting
// RUN: xdsl-opt -p buffer-hoisting %S/buffer-hoisting.mlir | mlir-opt-22 | diff %t.hoisting -
// RUN: mlir-opt-22 --buffer-loop-hoisting %S/../buffer-loop-hoisting/buffer-loop-hoisting.mlir > %t.loop
// RUN: xdsl-opt -p buffer-loop-hoisting %S/../buffer-loop-hoisting/buffer-loop-hoisting.mlir | mlir-opt-22 | diff %t.loop -

// With frees in the input, MLIR 22 hoists both allocations of the branches
// and leaks one; ours leaves them and stays clean.
// RUN: mlir-opt-22 --buffer-hoisting %S/with-deallocs.mlir | not xdsl-dealloc-check - | filecheck %s --check-prefix=MLIR
// RUN: xdsl-opt -p buffer-hoisting %S/with-deallocs.mlir | mlir-opt-22 > /dev/null
// MLIR: @freed_at_join: 2 finding(s), 2 runs
// MLIR: leak
