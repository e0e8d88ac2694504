// RUN: xdsl-opt %s -p 'one-shot-bufferize{must-infer-memory-space}' | filecheck %s
// Bufferized, then deallocated, every function runs clean for every input
// (tests/one_shot_bufferize/test_lit_programs.py checks the EXPECT values
// against MLIR's; mlir-reference.mlir that mlir-opt-22 allocates as it does):
// RUN: xdsl-opt %s -p 'one-shot-bufferize{must-infer-memory-space},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// With must-infer-memory-space every buffer's memory space must come from
// another buffer or an alloc_tensor's memory_space: here all do (the
// diagnostics where none does: memory-space-errors.mlir).  A copy goes to
// the space of what it copies (here a filled tensor, filled again instead), a new buffer for an out-of-place write whose
// old contents are not needed (the second fill) to the space of the buffer
// it replaces, a padded tensor to its source's.

// CHECK-LABEL: func.func @inferred
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK:         %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK:         %[[W:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[W]] : memref<4xf32, 1 : i64>)
// CHECK:         memref.subview
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// EXEC: @inferred: clean, 3 runs
// EXPECT: @inferred(%i = 0): 2.0, 5.0, 9.0, 1.0
// EXPECT: @inferred(%i = 1): 2.0, 5.0, 9.0, 2.0
// EXPECT: @inferred(%i = 3): 2.0, 5.0, 9.0, 1.0
func.func @inferred(%i: index) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %nine = arith.constant 9.000000e+00 : f32
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %a = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = linalg.fill ins(%five : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %nine into %b[%i] : tensor<4xf32>
  %s = tensor.extract_slice %a[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %p = tensor.pad %s low[1] high[1] {
  ^bb0(%k: index):
    tensor.yield %one : f32
  } : tensor<2xf32> to tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %y = tensor.extract %b[%i] : tensor<4xf32>
  %z = tensor.extract %w[%i] : tensor<4xf32>
  %q = tensor.extract %p[%i] : tensor<4xf32>
  return %x, %y, %z, %q : f32, f32, f32, f32
}
