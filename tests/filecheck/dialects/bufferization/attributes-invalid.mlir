// The bufferization dialect's discardable attributes that MLIR 22 rejects,
// with its messages: every `bufferization.*` op attribute but
// `manual_deallocation` (the retired `bufferization.escape` among them, on
// any op), `manual_deallocation` on an op without an allocation or free,
// and ill-typed or unknown function argument attributes (for which MLIR
// names `buffer_layout`, whatever the attribute).  CHECK lines hold xDSL's
// diagnostic; the `expected-error` lines MLIR 22's, checked by
// `mlir-reference.mlir`.

// RUN: xdsl-opt -p mlir-forms --allow-unregistered-dialect --verify-diagnostics --split-input-file %s | filecheck %s

func.func @escape_on_alloc() {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = memref.alloc() {bufferization.escape = [true]} : memref<2xf32>
  return
}
// CHECK-LABEL: sym_name = "escape_on_alloc"
// CHECK:       attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect

// -----

func.func @escape_on_alloc_tensor() {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor() {bufferization.escape = [false]} : tensor<2xf32>
  return
}
// CHECK-LABEL: sym_name = "escape_on_alloc_tensor"
// CHECK:       attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect

// -----

func.func @escape_on_unregistered_op() {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  "test.op"() {bufferization.escape = true} : () -> ()
  return
}
// CHECK-LABEL: sym_name = "escape_on_unregistered_op"
// CHECK:       attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect

// -----

func.func @unknown_op_attribute(%i: index) {
  // expected-error @+1 {{attribute '"bufferization.other"' not supported as an op attribute by the bufferization dialect}}
  %0 = arith.addi %i, %i {bufferization.other} : index
  return
}
// CHECK-LABEL: sym_name = "unknown_op_attribute"
// CHECK:       attribute '"bufferization.other"' not supported as an op attribute by the bufferization dialect

// -----

func.func @manual_deallocation_without_allocation(%i: index) {
  // expected-error @+1 {{'arith.addi' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = arith.addi %i, %i {bufferization.manual_deallocation} : index
  return
}
// CHECK-LABEL: sym_name = "manual_deallocation_without_allocation"
// CHECK:       attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect

// -----

// expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%a: tensor<2xf32> {bufferization.writable = 1}) {
  return
}
// CHECK-LABEL: sym_name = "writable_not_bool"
// CHECK:       'bufferization.writable' is expected to be a boolean attribute

// -----

// expected-error @+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @access_not_string(%a: tensor<2xf32> {bufferization.access = 1}) {
  return
}
// CHECK-LABEL: sym_name = "access_not_string"
// CHECK:       'bufferization.access' is expected to be a string attribute

// -----

// expected-error @+1 {{invalid value for 'bufferization.access'}}
func.func @access_unknown(%a: tensor<2xf32> {bufferization.access = "sometimes"}) {
  return
}
// CHECK-LABEL: sym_name = "access_unknown"
// CHECK:       invalid value for 'bufferization.access'

// -----

// expected-error @+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_not_a_layout(%a: tensor<2xf32> {bufferization.buffer_layout = 1}) {
  return
}
// CHECK-LABEL: sym_name = "layout_not_a_layout"
// CHECK:       'bufferization.buffer_layout' is expected to be a memref layout attribute

// -----

// expected-error @+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func private @unknown_argument_attribute(tensor<2xf32> {bufferization.escape})
// CHECK-LABEL: sym_name = "unknown_argument_attribute"
// CHECK:       attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect
