// One broken op per chunk, each violating one verifier rule of the
// bufferization ops.  CHECK lines hold xDSL's diagnostic; the
// `expected-error` lines hold MLIR 22's for the same input, checked by
// `mlir-reference.mlir`, so every case is invalid for the reference too.

// RUN: xdsl-opt -p mlir-forms --verify-diagnostics --split-input-file %s | filecheck %s

// The custom form accepts condition lists of any length; the verifier counts.
func.func @dealloc_fewer_conditions(%a: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%c)
  return
}
// CHECK-LABEL: sym_name = "dealloc_fewer_conditions"
// CHECK:       Operation does not verify: must have the same number of conditions (1) as memrefs to deallocate (2)

// -----

func.func @dealloc_more_conditions(%a: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c, %c)
  return
}
// CHECK-LABEL: sym_name = "dealloc_more_conditions"
// CHECK:       Operation does not verify: must have the same number of conditions (2) as memrefs to deallocate (1)

// -----

// The next four cases are generic: the custom form cannot spell them (its
// conditions and results are i1, one result per retained memref).  So are
// dealloc_tensor_of_memref and clone_of_tensor below: MLIR's custom parser
// rejects their operand type before the verifier runs.
func.func @dealloc_condition_not_i1(%a: memref<2xf32>, %c: i8) {
  // expected-error @+1 {{operand #1 must be variadic of 1-bit signless integer, but got 'i8'}}
  "bufferization.dealloc"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i8) -> ()
  return
}
// CHECK-LABEL: sym_name = "dealloc_condition_not_i1"
// CHECK:       Operation does not verify: operand 'conditions' at position 1 does not verify:
// CHECK-NEXT: Expected attribute i1 but got i8

// -----

func.func @dealloc_missing_result(%a: memref<2xf32>, %r: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%a, %c, %r, %a) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (memref<2xf32>, i1, memref<4xf32>, memref<2xf32>) -> i1
  return
}
// CHECK-LABEL: sym_name = "dealloc_missing_result"
// CHECK:       Operation does not verify: must have as many updated conditions (1) as retained memrefs (2)

// -----

func.func @dealloc_extra_result(%a: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> i1
  return
}
// CHECK-LABEL: sym_name = "dealloc_extra_result"
// CHECK:       Operation does not verify: must have as many updated conditions (1) as retained memrefs (0)

// -----

func.func @dealloc_result_not_i1(%a: memref<2xf32>) {
  // expected-error @+1 {{result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%a) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<2xf32>) -> i32
  return
}
// CHECK-LABEL: sym_name = "dealloc_result_not_i1"
// CHECK:       Operation does not verify: result 'updated_conditions' at position 0 does not verify:
// CHECK-NEXT: Expected attribute i1 but got i32

// -----

func.func @dealloc_of_tensor(%t: tensor<2xf32>, %c: i1) {
  // expected-error @+1 {{operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  bufferization.dealloc (%t : tensor<2xf32>) if (%c)
  return
}
// CHECK-LABEL: sym_name = "dealloc_of_tensor"
// CHECK:       Operation does not verify: operand 'memrefs' at position 0 does not verify:

// -----

func.func @dealloc_tensor_of_memref(%a: memref<2xf32>) {
  // expected-error @+1 {{operand #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  "bufferization.dealloc_tensor"(%a) : (memref<2xf32>) -> ()
  return
}
// CHECK-LABEL: sym_name = "dealloc_tensor_of_memref"
// CHECK:       Operation does not verify: operand 'tensor' at position 0 does not verify:

// -----

func.func @clone_of_tensor(%t: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<2xf32>) -> memref<2xf32>
  return
}
// CHECK-LABEL: sym_name = "clone_of_tensor"
// CHECK:       Operation does not verify: operand 'input' at position 0 does not verify:

// -----

func.func @alloc_tensor_missing_size() {
  // expected-error @+1 {{incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<4x?xf32>
  return
}
// CHECK-LABEL: sym_name = "alloc_tensor_missing_size"
// CHECK:       Operation does not verify: incorrect number of dynamic sizes, has 0, expected 1

// -----

func.func @alloc_tensor_extra_size(%n: index) {
  // expected-error @+1 {{incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = bufferization.alloc_tensor(%n) : tensor<4xf32>
  return
}
// CHECK-LABEL: sym_name = "alloc_tensor_extra_size"
// CHECK:       Operation does not verify: incorrect number of dynamic sizes, has 1, expected 0

// -----

func.func @alloc_tensor_copy_with_sizes(%n: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
// CHECK-LABEL: sym_name = "alloc_tensor_copy_with_sizes"
// CHECK:       Operation does not verify: dynamic sizes not needed when copying a tensor

// -----

func.func @to_tensor_shape_mismatch(%a: memref<2xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %a : memref<2xf32> to tensor<3xf32>
  return
}
// CHECK-LABEL: sym_name = "to_tensor_shape_mismatch"
// CHECK:       Operation does not verify: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_tensor_ranked_from_unranked(%u: memref<*xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %u : memref<*xf32> to tensor<2xf32>
  return
}
// CHECK-LABEL: sym_name = "to_tensor_ranked_from_unranked"
// CHECK:       Operation does not verify: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_buffer_element_mismatch(%t: tensor<2xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<2xf32> to memref<2xi32>
  return
}
// CHECK-LABEL: sym_name = "to_buffer_element_mismatch"
// CHECK:       Operation does not verify: failed to verify that specified tensor and buffer types match: element types do not match

// -----

func.func @materialize_memref_without_writable(%t: tensor<2xf32>, %m: memref<2xf32>) {
  // expected-error @+1 {{'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}
// CHECK-LABEL: sym_name = "materialize_memref_without_writable"
// CHECK:       Operation does not verify: 'writable' must be specified if and only if the destination is of memref type

// -----

func.func @materialize_tensor_with_writable(%t: tensor<2xf32>) {
  // expected-error @+1 {{'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK-LABEL: sym_name = "materialize_tensor_with_writable"
// CHECK:       Operation does not verify: 'writable' must be specified if and only if the destination is of memref type

// -----

func.func @materialize_tensor_with_restrict(%t: tensor<2xf32>) {
  // expected-error @+1 {{'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK-LABEL: sym_name = "materialize_tensor_with_restrict"
// CHECK:       Operation does not verify: 'restrict' is valid only for memref destinations

// -----

func.func @materialize_tensor_without_result(%t: tensor<2xf32>) {
  // expected-error @+1 {{tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %t : (tensor<2xf32>, tensor<2xf32>) -> ()
  return
}
// CHECK-LABEL: sym_name = "materialize_tensor_without_result"
// CHECK:       Operation does not verify: tensor 'dest' implies exactly one tensor result

// -----

func.func @materialize_memref_with_result(%t: tensor<2xf32>, %m: memref<2xf32>) {
  // expected-error @+1 {{memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<2xf32>) -> tensor<2xf32>
  return
}
// CHECK-LABEL: sym_name = "materialize_memref_with_result"
// CHECK:       Operation does not verify: memref 'dest' implies zero results

// -----

func.func @materialize_result_not_dest_type(%t: tensor<2xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<?xf32>) -> tensor<2xf32>
  return
}
// CHECK-LABEL: sym_name = "materialize_result_not_dest_type"
// CHECK:       Operation does not verify: result and 'dest' types must match

// -----

func.func @materialize_rank_mismatch(%t: tensor<2xf32>, %d: tensor<2x3xf32>) {
  // expected-error @+1 {{rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}
// CHECK-LABEL: sym_name = "materialize_rank_mismatch"
// CHECK:       Operation does not verify: rank mismatch between source and destination shape

// -----

func.func @materialize_shape_mismatch(%t: tensor<2xf32>, %m: memref<3xf32>) {
  // expected-error @+1 {{source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<3xf32>) -> ()
  return
}
// CHECK-LABEL: sym_name = "materialize_shape_mismatch"
// CHECK:       Operation does not verify: source/destination shapes are incompatible

// -----

func.func @materialize_element_mismatch(%t: tensor<2xf32>, %d: tensor<2xi32>) {
  // expected-error @+1 {{failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi32>
  return
}
// CHECK-LABEL: sym_name = "materialize_element_mismatch"
// CHECK:       Operation does not verify: failed to verify that all of {source, dest} have same element type
