// The verifiers of the added arith ops, with MLIR 22's messages;
// mlir-reference.mlir checks that mlir-opt-22 rejects each case the same way.

// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

func.func @no_index(%i: i32) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %c = arith.index_castui %i : i32 to i64
  return
}

// CHECK: operand type 'i32' and result type 'i64' are cast incompatible
