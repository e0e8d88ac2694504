// Against MLIR 22's pass on the same input: mlir-opt-22 prints our output
// exactly as its own.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 --drop-equivalent-buffer-results %S/drop-equivalent-buffer-results.mlir > %t
// RUN: xdsl-opt -p drop-equivalent-buffer-results %S/drop-equivalent-buffer-results.mlir | mlir-opt-22 | diff %t -

// @bump of referenced.mlir is also used by a func.constant: MLIR 22 drops
// its result anyway, and its output then fails to verify; ours keeps it.
// RUN: not mlir-opt-22 --drop-equivalent-buffer-results %S/referenced.mlir 2>&1 | filecheck %s --check-prefix=REFERENCED
// RUN: xdsl-opt -p drop-equivalent-buffer-results %S/referenced.mlir | mlir-opt-22 > /dev/null
// REFERENCED: 'func.constant' op reference to function with mismatched type
