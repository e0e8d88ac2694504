// RUN: xdsl-opt %s -p 'one-shot-bufferize{use-encoding-for-memory-space}' | filecheck %s
// Bufferized, then deallocated, every function runs clean for every input
// (tests/one_shot_bufferize/test_lit_programs.py checks the EXPECT values
// against MLIR's; mlir-reference.mlir that mlir-opt-22 bufferizes it exactly so):
// RUN: xdsl-opt %s -p 'one-shot-bufferize{use-encoding-for-memory-space},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// With use-encoding-for-memory-space, a new buffer that no other buffer
// places goes to the memory space its tensor type's encoding names; a
// tensor without encoding to the default one.  Copies, views and padding
// still follow the buffers they come from.

// The global of @constant below, in its encoding's memory space:
// CHECK:       memref.global "private" constant @__constant_4xf32 : memref<4xf32, 5 : i64> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}

// CHECK-LABEL: func.func @new_buffers
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3 : i64>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<2xf32, 4 : i64>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32, 2 : i64>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// EXEC: @new_buffers: clean, 3 runs
// EXPECT: @new_buffers(%i = 0): 3.0, 3.0, 3.0, 3.0
// EXPECT: @new_buffers(%i = 1): 3.0, 3.0, 3.0, 3.0
// EXPECT: @new_buffers(%i = 3): 3.0, 3.0, 3.0, 3.0
func.func @new_buffers(%i: index) -> (f32, f32, f32, f32) {
  %three = arith.constant 3.000000e+00 : f32
  %c1 = arith.constant 1 : index
  %at = arith.minsi %i, %c1 : index
  %e = tensor.empty() : tensor<4xf32, 3 : i64>
  %v = tensor.insert %three into %e[%i] : tensor<4xf32, 3 : i64>
  %a = tensor.from_elements %three, %three : tensor<2xf32, 4 : i64>
  %t = bufferization.alloc_tensor() : tensor<4xf32, 2 : i64>
  %u = tensor.insert %three into %t[%i] : tensor<4xf32, 2 : i64>
  %p = tensor.empty() : tensor<4xf32>
  %q = tensor.insert %three into %p[%i] : tensor<4xf32>
  %x = tensor.extract %v[%i] : tensor<4xf32, 3 : i64>
  %y = tensor.extract %a[%at] : tensor<2xf32, 4 : i64>
  %z = tensor.extract %u[%i] : tensor<4xf32, 2 : i64>
  %w = tensor.extract %q[%i] : tensor<4xf32>
  return %x, %y, %z, %w : f32, f32, f32, f32
}

// A constant's global is in its encoding's memory space (see above); the
// copy of it an insert needs is in the same space.
// CHECK-LABEL: func.func @constant
// CHECK:         %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32, 5 : i64>
// CHECK:         %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 5 : i64>
// CHECK-NEXT:    memref.copy %[[G]], %[[C]] : memref<4xf32, 5 : i64> to memref<4xf32, 5 : i64>
// EXEC: @constant: clean, 3 runs
// EXPECT: @constant(%i = 0): 1.0, 9.0
// EXPECT: @constant(%i = 1): 2.0, 9.0
// EXPECT: @constant(%i = 3): 4.0, 9.0
func.func @constant(%i: index) -> (f32, f32) {
  %nine = arith.constant 9.000000e+00 : f32
  %c = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32, 5 : i64>
  %w = tensor.insert %nine into %c[%i] : tensor<4xf32, 5 : i64>
  %x = tensor.extract %c[%i] : tensor<4xf32, 5 : i64>
  %y = tensor.extract %w[%i] : tensor<4xf32, 5 : i64>
  return %x, %y : f32, f32
}

// A slice of a buffer in space 3 stays there, as does its padded copy,
// and a loop carrying it.
// CHECK-LABEL: func.func @views_and_loops
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3 : i64>
// CHECK:         memref.subview %[[A]][0] [2] [1] : memref<4xf32, 3 : i64> to memref<2xf32, strided<[1]>, 3 : i64>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3 : i64>
// CHECK:         scf.for
// EXEC: @views_and_loops: clean, 3 runs
// EXPECT: @views_and_loops(%i = 0): 1.0, 7.0
// EXPECT: @views_and_loops(%i = 1): 2.0, 7.0
// EXPECT: @views_and_loops(%i = 3): 1.0, 7.0
func.func @views_and_loops(%i: index) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %seven = arith.constant 7.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32, 3 : i64>
  %a = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32, 3 : i64>) -> tensor<4xf32, 3 : i64>
  %s = tensor.extract_slice %a[0] [2] [1] : tensor<4xf32, 3 : i64> to tensor<2xf32, 3 : i64>
  %p = tensor.pad %s low[1] high[1] {
  ^bb0(%k: index):
    tensor.yield %one : f32
  } : tensor<2xf32, 3 : i64> to tensor<4xf32, 3 : i64>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%t = %a) -> (tensor<4xf32, 3 : i64>) {
    %w = tensor.insert %seven into %t[%k] : tensor<4xf32, 3 : i64>
    scf.yield %w : tensor<4xf32, 3 : i64>
  }
  %x = tensor.extract %p[%i] : tensor<4xf32, 3 : i64>
  %y = tensor.extract %r[%c0] : tensor<4xf32, 3 : i64>
  return %x, %y : f32, f32
}
