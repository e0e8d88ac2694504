// Holds the lowerings to MLIR 22's `--bufferization-lower-deallocations`.
// REQUIRES: mlir-opt-22

// Op for op the same IR: MLIR re-creates an index constant at every use where
// this lowering shares one, so both sides go through CSE before comparing.
// RUN: mlir-opt-22 --bufferization-lower-deallocations %S/documentation-examples.mlir | mlir-opt-22 --cse > %t.documentation.mlir
// RUN: xdsl-opt -p bufferization-lower-deallocations %S/documentation-examples.mlir | mlir-opt-22 --cse | diff %t.documentation.mlir -
// RUN: mlir-opt-22 --split-input-file --bufferization-lower-deallocations %S/library-function.mlir | mlir-opt-22 --split-input-file --cse > %t.library.mlir
// RUN: xdsl-opt --split-input-file -p bufferization-lower-deallocations %S/library-function.mlir | mlir-opt-22 --split-input-file --cse | diff %t.library.mlir -
