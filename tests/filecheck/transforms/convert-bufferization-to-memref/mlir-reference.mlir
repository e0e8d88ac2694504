// Holds the conversion to MLIR 22's `--convert-bufferization-to-memref`.
// REQUIRES: mlir-opt-22

// The same IR, compared after CSE since MLIR repeats index constants.
// RUN: mlir-opt-22 --convert-bufferization-to-memref %S/clone.mlir | mlir-opt-22 --cse > %t.clone.mlir
// RUN: xdsl-opt -p convert-bufferization-to-memref %S/clone.mlir | mlir-opt-22 --cse | diff %t.clone.mlir -
// RUN: mlir-opt-22 --convert-bufferization-to-memref %S/dealloc.mlir | mlir-opt-22 --cse > %t.dealloc.mlir
// RUN: xdsl-opt -p convert-bufferization-to-memref %S/dealloc.mlir | mlir-opt-22 --cse | diff %t.dealloc.mlir -

// What this pass refuses, MLIR 22 refuses as well, except the unranked clone,
// which needs ops xDSL lacks (memref.reshape, memref.copy of unranked memrefs).
// RUN: not mlir-opt-22 --convert-bufferization-to-memref %S/invalid.mlir --split-input-file 2>&1 | filecheck %s --check-prefix=MLIR
// MLIR-COUNT-2: error: failed to legalize operation 'bufferization.clone'
// MLIR:         error: failed to legalize operation 'bufferization.to_tensor'
// MLIR:         error: failed to legalize operation 'bufferization.dealloc_tensor'
