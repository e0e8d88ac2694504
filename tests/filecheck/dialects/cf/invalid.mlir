// One broken cf.cond_br per chunk, each violating one rule of its branch
// weights.  CHECK lines hold xDSL's diagnostic; the `expected-error` lines
// hold MLIR 22's for the same input, checked by `mlir-reference.mlir`.

// RUN: xdsl-opt -p mlir-forms --verify-diagnostics --split-input-file %s | filecheck %s

func.func @weight_per_successor(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}
// CHECK-LABEL: sym_name = "weight_per_successor"
// CHECK:       Operation does not verify: expects number of branch weights to match number of successors: 3 vs 2

// -----

func.func @weights_not_all_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}
// CHECK-LABEL: sym_name = "weights_not_all_zero"
// CHECK:       Operation does not verify: branch weights cannot all be zero
