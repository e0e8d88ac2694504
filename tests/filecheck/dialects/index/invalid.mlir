// The verifiers of the index casts, with MLIR 22's messages;
// `mlir-reference.mlir` checks that mlir-opt-22 rejects each case the same way.

// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

func.func @no_index(%i: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %i : i32 to i64
  return
}

// CHECK: operand type 'i32' and result type 'i64' are cast incompatible

// -----

func.func @both_index(%a: index) {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// CHECK: operand type 'index' and result type 'index' are cast incompatible
