// examples/tensor_pipeline.mlir, the README's One-Shot Bufferize example:
// every function gets memref arguments and results; the functions writing
// their argument return it, so the calls allocate nothing; the one copy is
// of the scaled tensor, read again after the ReLU writes it.
// RUN: xdsl-opt %S/../../../../examples/tensor_pipeline.mlir -p 'one-shot-bufferize{bufferize-function-boundaries=true}' | filecheck %s
// Deallocated, it runs clean (its values: test_function_boundaries.py):
// RUN: xdsl-opt %S/../../../../examples/tensor_pipeline.mlir -p 'one-shot-bufferize{bufferize-function-boundaries=true},drop-equivalent-buffer-results,buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func private @dense(%x: memref<2x3xf32, strided<[?, ?], offset: ?>>, %w: memref<3x2xf32, strided<[?, ?], offset: ?>>) -> memref<2x2xf32> {
// CHECK-LABEL: func.func private @scale(%t: memref<2x2xf32, strided<[?, ?], offset: ?>>, %factor: f32) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NOT:     memref.alloc
// CHECK:         func.return %t : memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func private @relu(%t: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
// CHECK-NOT:     memref.alloc
// CHECK:         func.return %t : memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func private @row_sums(%t: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> memref<2xf32> {
// CHECK-LABEL: func.func @main(%negate: i1) -> (f32, f32, f32) {
// CHECK:         %[[Y:.*]] = func.call @dense(
// CHECK:         %[[S:.*]] = func.call @scale(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:    memref.copy %[[S]], %[[A]]
// CHECK:         func.call @relu(
// CHECK:         func.call @row_sums(
// CHECK-NOT:     bufferization.
// EXEC: @main: clean, 2 runs
