// One broken `memref.realloc` per chunk, each violating one of MLIR's rules
// (1-D, same element type and memory space, identity layouts, a size operand
// exactly when the result is dynamic, a positive power-of-two i64 alignment).
// CHECK lines hold xDSL's diagnostic, `expected-error` lines MLIR 22's, checked
// by `mlir-reference.mlir`.

// RUN: xdsl-opt -p mlir-forms --verify-diagnostics --split-input-file %s | filecheck %s

func.func @realloc_source_not_1d(%a: memref<2x2xf32>) {
  // expected-error @+1 {{operand #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'}}
  %0 = memref.realloc %a : memref<2x2xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_source_not_1d"
// CHECK:       Operation does not verify: operand #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'

// -----

func.func @realloc_result_not_1d(%a: memref<2xf32>) {
  // expected-error @+1 {{result #0 must be 1D memref of any type values, but got 'memref<4x1xf32>'}}
  %0 = memref.realloc %a : memref<2xf32> to memref<4x1xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_result_not_1d"
// CHECK:       Operation does not verify: result #0 must be 1D memref of any type values, but got 'memref<4x1xf32>'

// -----

// Generic: MLIR's custom parser rejects the unranked type before the
// verifier runs.
func.func @realloc_source_unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{operand #0 must be 1D memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.realloc"(%u) : (memref<*xf32>) -> memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_source_unranked"
// CHECK:       Operation does not verify: operand 'source' at position 0 does not verify:
// CHECK-NEXT:  memref<*xf32> should be of base attribute memref

// -----

func.func @realloc_element_type(%a: memref<2xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<2xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.realloc %a : memref<2xf32> to memref<4xi32>
  return
}
// CHECK-LABEL: sym_name = "realloc_element_type"
// CHECK:       Operation does not verify: different element types specified for source memref type 'memref<2xf32>' and result memref type 'memref<4xi32>'

// -----

func.func @realloc_memory_space(%a: memref<2xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<2xf32>' and result memref type 'memref<4xf32, "gpu">'}}
  %0 = memref.realloc %a : memref<2xf32> to memref<4xf32, "gpu">
  return
}
// CHECK-LABEL: sym_name = "realloc_memory_space"
// CHECK:       Operation does not verify: different memory spaces specified for source memref type 'memref<2xf32>' and result memref type 'memref<4xf32, "gpu">'

// -----

func.func @realloc_source_layout(%s: memref<2xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<2xf32, strided<[2]>>'}}
  %0 = memref.realloc %s : memref<2xf32, strided<[2]>> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_source_layout"
// CHECK:       Operation does not verify: unsupported layout for source memref type 'memref<2xf32, strided<[2]>>'

// -----

func.func @realloc_result_layout(%a: memref<2xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<4xf32, strided<[1], offset: 2>>'}}
  %0 = memref.realloc %a : memref<2xf32> to memref<4xf32, strided<[1], offset: 2>>
  return
}
// CHECK-LABEL: sym_name = "realloc_result_layout"
// CHECK:       Operation does not verify: unsupported layout for result memref type 'memref<4xf32, strided<[1], offset: 2>>'

// -----

func.func @realloc_missing_size(%a: memref<2xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %a : memref<2xf32> to memref<?xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_missing_size"
// CHECK:       Operation does not verify: missing dimension operand for result type 'memref<?xf32>'

// -----

func.func @realloc_unneeded_size(%a: memref<2xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<4xf32>'}}
  %0 = memref.realloc %a(%n) : memref<2xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_unneeded_size"
// CHECK:       Operation does not verify: unnecessary dimension operand for result type 'memref<4xf32>'

// -----

func.func @realloc_alignment_not_power_of_two(%a: memref<2xf32>) {
  // expected-error @+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %a {alignment = 12 : i64} : memref<2xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_alignment_not_power_of_two"
// CHECK:       Operation does not verify: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @realloc_alignment_zero(%a: memref<2xf32>) {
  // expected-error @+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %a {alignment = 0 : i64} : memref<2xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_alignment_zero"
// CHECK:       Operation does not verify: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @realloc_alignment_negative(%a: memref<2xf32>) {
  // expected-error @+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %a {alignment = -8 : i64} : memref<2xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_alignment_negative"
// CHECK:       Operation does not verify: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @realloc_alignment_not_i64(%a: memref<2xf32>) {
  // expected-error @+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %a {alignment = 8 : i32} : memref<2xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: sym_name = "realloc_alignment_not_i64"
// CHECK:       Operation does not verify: Expected attribute i64 but got i32
