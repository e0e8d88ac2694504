// One broken op per chunk, each violating one verifier rule of
// func.constant or func.call_indirect.  CHECK lines hold xDSL's diagnostic;
// the `expected-error` lines hold MLIR 22's for the same input, checked by
// `mlir-reference.mlir`, so every case is invalid for the reference too.

// RUN: xdsl-opt -p mlir-forms --verify-diagnostics --split-input-file %s | filecheck %s

func.func @constant_of_undefined_function() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %f = func.constant @nowhere : () -> ()
  return
}
// CHECK-LABEL: sym_name = "constant_of_undefined_function"
// CHECK:       Operation does not verify: reference to undefined function 'nowhere'

// -----

func.func @constant_of_other_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @constant_of_other_type : (i32) -> ()
  return
}
// CHECK-LABEL: sym_name = "constant_of_other_type"
// CHECK:       Operation does not verify: reference to function with mismatched type

// -----

// Generic: the custom form of call_indirect takes its operand and result
// types from the callee's type, so it cannot spell a mismatch.
func.func @call_indirect_result_types(%f: (i32) -> (), %a: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> (), i32) -> i32
  return
}
// CHECK-LABEL: sym_name = "call_indirect_result_types"
// CHECK:       Operation does not verify: failed to verify that callee result types match result types

// -----

func.func @call_indirect_argument_types(%f: (i32) -> (), %a: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%f, %a) : ((i32) -> (), i64) -> ()
  return
}
// CHECK-LABEL: sym_name = "call_indirect_argument_types"
// CHECK:       Operation does not verify: failed to verify that callee input types match argument types
