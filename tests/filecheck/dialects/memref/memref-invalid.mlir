// The verifiers of the memref ops added or amended by the plugin, one broken
// op per chunk.  CHECK lines hold xDSL's diagnostic, `expected-error` lines
// MLIR 22's, checked by `mlir-reference.mlir`: the same text, except that
// MLIR writes the canonical transposed type with an affine map layout.

// RUN: xdsl-opt -p mlir-forms --verify-diagnostics --split-input-file %s | filecheck %s

func.func @transpose_not_a_permutation(%m: memref<4x5xf32>) {
  // expected-error @+1 {{expected a permutation map}}
  %t = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x5xf32> to memref<4x4xf32, strided<[5, 5]>>
  return
}
// CHECK-LABEL: sym_name = "transpose_not_a_permutation"
// CHECK:       Operation does not verify: expected a permutation map

// -----

func.func @transpose_rank(%m: memref<4x5xf32>) {
  // expected-error @+1 {{expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (d0) -> (d0) : memref<4x5xf32> to memref<4x5xf32>
  return
}
// CHECK-LABEL: sym_name = "transpose_rank"
// CHECK:       Operation does not verify: expected a permutation map of same rank as the input

// -----

func.func @transpose_result_layout(%m: memref<4x5xf32>) {
  // expected-error @+1 {{result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type}}
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x5xf32> to memref<5x4xf32>
  return
}
// CHECK-LABEL: sym_name = "transpose_result_layout"
// CHECK:       Operation does not verify: result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type

// -----

func.func @transpose_size_one_keeps_stride(%m: memref<1x4xf32>) {
  // expected-error @+1 {{result type 'memref<4x1xf32>' is not equivalent to the canonical transposed input type}}
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<1x4xf32> to memref<4x1xf32>
  return
}
// CHECK-LABEL: sym_name = "transpose_size_one_keeps_stride"
// CHECK:       Operation does not verify: result type 'memref<4x1xf32>' is not equivalent to the canonical transposed input type

// -----

func.func @reshape_element_type(%m: memref<8xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{element types of source and destination memref types should be the same}}
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf64>
  return
}
// CHECK-LABEL: sym_name = "reshape_element_type"
// CHECK:       Operation does not verify: element types of source and destination memref types should be the same

// -----

func.func @reshape_shape_length(%m: memref<8xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{length of shape operand differs from the result's memref rank}}
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?xf32>
  return
}
// CHECK-LABEL: sym_name = "reshape_shape_length"
// CHECK:       Operation does not verify: length of shape operand differs from the result's memref rank

// -----

func.func @reshape_dynamic_shape_to_ranked(%m: memref<8xf32>, %s: memref<?xindex>) {
  // expected-error @+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<?xindex>) -> memref<?x?xf32>
  return
}
// CHECK-LABEL: sym_name = "reshape_dynamic_shape_to_ranked"
// CHECK:       Operation does not verify: cannot use shape operand with dynamic length to reshape to statically-ranked memref type

// -----

func.func @reshape_source_layout(%m: memref<8xf32, strided<[2]>>, %s: memref<2xindex>) {
  // expected-error @+1 {{source memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<8xf32, strided<[2]>>, memref<2xindex>) -> memref<?x?xf32>
  return
}
// CHECK-LABEL: sym_name = "reshape_source_layout"
// CHECK:       Operation does not verify: source memref type should have identity affine map

// -----

func.func @reshape_result_layout(%m: memref<8xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{result memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32, strided<[?, 1]>>
  return
}
// CHECK-LABEL: sym_name = "reshape_result_layout"
// CHECK:       Operation does not verify: result memref type should have identity affine map

// -----

func.func @prefetch_locality(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<8xf32>
  return
}
// CHECK-LABEL: sym_name = "prefetch_locality"
// CHECK:       Operation does not verify: attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3

// -----

func.func @prefetch_indices(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{too few indices}}
  memref.prefetch %m[%i, %i], read, locality<1>, data : memref<8xf32>
  return
}
// CHECK-LABEL: sym_name = "prefetch_indices"
// CHECK:       Operation does not verify: too few indices

// -----

func.func @reinterpret_unranked_element_type(%u: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<8xf64>'}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf64>
  return
}
// CHECK-LABEL: sym_name = "reinterpret_unranked_element_type"
// CHECK:       Operation does not verify: different element types specified for source type 'memref<*xf32>' and result memref type 'memref<8xf64>'

// -----

func.func @reinterpret_unranked_memory_space(%u: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<8xf32, "gpu">'}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32, "gpu">
  return
}
// CHECK-LABEL: sym_name = "reinterpret_unranked_memory_space"
// CHECK:       Operation does not verify: different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<8xf32, "gpu">'

// -----

func.func @reinterpret_stride(%u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 0}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32, strided<[2]>>
  return
}
// CHECK-LABEL: sym_name = "reinterpret_stride"
// CHECK:       Operation does not verify: expected result type with stride = 1 instead of 2 in dim = 0

// -----

func.func @reinterpret_offset(%u: memref<*xf32>) {
  // expected-error @+1 {{expected result type with offset = 3 instead of 0}}
  %r = memref.reinterpret_cast %u to offset: [3], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32>
  return
}
// CHECK-LABEL: sym_name = "reinterpret_offset"
// CHECK:       Operation does not verify: expected result type with offset = 3 instead of 0

// -----

func.func @reinterpret_size(%u: memref<*xf32>, %n: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 8 in dim = 0}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [%n], strides: [1] : memref<*xf32> to memref<8xf32>
  return
}
// CHECK-LABEL: sym_name = "reinterpret_size"
// CHECK:       Operation does not verify: expected result type with size = dynamic instead of 8 in dim = 0

// -----

func.func @reinterpret_ranks(%u: memref<*xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [8, 2], strides: [1] : memref<*xf32> to memref<8xf32>
  return
}
// CHECK-LABEL: sym_name = "reinterpret_ranks"
// CHECK:       Operation does not verify: expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %r = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// CHECK-LABEL: sym_name = "cast_shape"
// CHECK:       Operation does not verify: operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible

// -----

func.func @cast_unranked_to_unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %r = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}
// CHECK-LABEL: sym_name = "cast_unranked_to_unranked"
// CHECK:       Operation does not verify: operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible

// -----

func.func @cast_memory_space(%m: memref<4xf32>) {
  // expected-error @+1 {{operand type 'memref<4xf32>' and result type 'memref<?xf32, "gpu">' are cast incompatible}}
  %r = memref.cast %m : memref<4xf32> to memref<?xf32, "gpu">
  return
}
// CHECK-LABEL: sym_name = "cast_memory_space"
// CHECK:       Operation does not verify: operand type 'memref<4xf32>' and result type 'memref<?xf32, "gpu">' are cast incompatible

// -----

func.func @memory_space_cast_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{operand type 'memref<4xf32>' and result type 'memref<*xf32, "gpu">' are cast incompatible}}
  %r = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, "gpu">
  return
}
// CHECK-LABEL: sym_name = "memory_space_cast_rank"
// CHECK:       Operation does not verify: operand type 'memref<4xf32>' and result type 'memref<*xf32, "gpu">' are cast incompatible

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}
// CHECK-LABEL: sym_name = "copy_shape"
// CHECK:       Operation does not verify: requires the same shape for all operands

// -----

func.func @copy_element_type(%a: memref<4xf32>, %b: memref<5xf64>) {
  // expected-error @+1 {{requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf64>
  return
}
// CHECK-LABEL: sym_name = "copy_element_type"
// CHECK:       Operation does not verify: requires the same element type for all operands

// -----

func.func @atomic_float_kind_on_integers(%n: i32, %m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{with kind 'addf' expects a floating-point type}}
  %x = memref.atomic_rmw addf %n, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// CHECK-LABEL: sym_name = "atomic_float_kind_on_integers"
// CHECK:       Operation does not verify: with kind 'addf' expects a floating-point type

// -----

func.func @atomic_integer_kind_on_floats(%f: f32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{with kind 'xori' expects an integer type}}
  %x = memref.atomic_rmw xori %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// CHECK-LABEL: sym_name = "atomic_integer_kind_on_floats"
// CHECK:       Operation does not verify: with kind 'xori' expects an integer type

// -----

func.func @atomic_subscripts(%f: f32, %m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}
// CHECK-LABEL: sym_name = "atomic_subscripts"
// CHECK:       Operation does not verify: expects the number of subscripts to be equal to memref rank

// -----

memref.global "private" @two : memref<2xf32> = dense<0.0>
func.func @get_global_type() {
  // expected-error @+1 {{result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @two}}
  %g = memref.get_global @two : memref<3xf32>
  return
}
// CHECK-LABEL: sym_name = "get_global_type"
// CHECK:       Operation does not verify: result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @two

// -----

func.func @get_global_of_a_function() {
  // expected-error @+1 {{'get_global_of_a_function' does not reference a valid global memref}}
  %g = memref.get_global @get_global_of_a_function : memref<2xf32>
  return
}
// CHECK-LABEL: sym_name = "get_global_of_a_function"
// CHECK:       Operation does not verify: 'get_global_of_a_function' does not reference a valid global memref

// -----

func.func @get_global_undeclared() {
  // expected-error @+1 {{'nowhere' does not reference a valid global memref}}
  %g = memref.get_global @nowhere : memref<2xf32>
  return
}
// CHECK-LABEL: sym_name = "get_global_undeclared"
// CHECK:       Operation does not verify: 'nowhere' does not reference a valid global memref
