// Function-boundary bufferization against MLIR 22 on the same input.
// REQUIRES: mlir-opt-22

// mlir-opt-22 prints our output of function-boundaries.mlir exactly as its
// own, for each function-boundary type conversion and for the analysis
// annotations (bufferization.access, __equivalent_func_args__):
// RUN: mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries" %S/function-boundaries.mlir > %t.infer
// RUN: xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries}' %S/function-boundaries.mlir | mlir-opt-22 | diff %t.infer -
// RUN: mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %S/function-boundaries.mlir > %t.identity
// RUN: xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}' %S/function-boundaries.mlir | mlir-opt-22 | diff %t.identity -
// RUN: mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" %S/function-boundaries.mlir > %t.dynamic
// RUN: xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map}' %S/function-boundaries.mlir | mlir-opt-22 | diff %t.dynamic -
// RUN: mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %S/function-boundaries.mlir > %t.analysis
// RUN: xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only}' %S/function-boundaries.mlir | mlir-opt-22 | diff %t.analysis -
// RUN: mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %S/function-boundaries.mlir > %t.copy
// RUN: xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries copy-before-write}' %S/function-boundaries.mlir | mlir-opt-22 | diff %t.copy -
