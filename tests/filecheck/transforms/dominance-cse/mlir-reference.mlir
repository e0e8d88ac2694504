// Holds dominance-cse to MLIR 22's `--cse`, op for op.
// REQUIRES: mlir-opt-22

// mlir-opt-22 prints our result exactly as it prints its own (dominance_cse.mlir
// has no dead op, which MLIR's CSE would also erase).
// RUN: mlir-opt-22 --cse %S/dominance_cse.mlir > %t.reference.mlir
// RUN: xdsl-opt -p dominance-cse %S/dominance_cse.mlir | mlir-opt-22 | diff %t.reference.mlir -
