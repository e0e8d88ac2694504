// Against MLIR 22's pass on the same input.
// REQUIRES: mlir-opt-22

// RUN: mlir-opt-22 --optimize-allocation-liveness %S/optimize-allocation-liveness.mlir > %t.mlir
// RUN: xdsl-opt -p optimize-allocation-liveness %S/optimize-allocation-liveness.mlir | mlir-opt-22 | diff %t.mlir -

// After deallocation a returned value may hold a freed buffer's memory
// (the ownership flag decides at run time); MLIR 22 then moves the free
// after the return and its output does not verify.  Ours leaves the free.
// RUN: xdsl-opt %S/../../../differential/corpus/index_switch.mlir -p buffer-deallocation-pipeline > %t.deallocated.mlir
// RUN: not mlir-opt-22 --optimize-allocation-liveness %t.deallocated.mlir 2>&1 | filecheck %s --check-prefix=MLIR
// MLIR: 'func.return' op must be the last operation in the parent block
// RUN: xdsl-opt %t.deallocated.mlir -p optimize-allocation-liveness | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %t.deallocated.mlir -p optimize-allocation-liveness | xdsl-dealloc-check - | filecheck %s --check-prefix=OURS
// OURS: all clean

// MLIR 22 leaves the bufferization.dealloc, and frees the buffer before the
// read through the tensor (beyond-mlir.mlir).
// RUN: mlir-opt-22 --optimize-allocation-liveness %S/beyond-mlir.mlir | filecheck %s --check-prefix=MLIR-BEYOND
// MLIR-BEYOND:      memref.store %cst, %arg0[%c0]
// MLIR-BEYOND-NEXT: bufferization.dealloc
// MLIR-BEYOND:      memref.dealloc %alloc
// MLIR-BEYOND-NEXT: tensor.extract
// RUN: xdsl-opt -p optimize-allocation-liveness %S/beyond-mlir.mlir | mlir-opt-22 > /dev/null
