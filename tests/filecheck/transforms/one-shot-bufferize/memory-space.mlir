// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s
// Bufferized, then deallocated, every function runs clean for every input
// (tests/one_shot_bufferize/test_lit_programs.py checks the EXPECT values;
// mlir-reference.mlir that mlir-opt-22 allocates as it does):
// RUN: xdsl-opt %s -p one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// Memory spaces as MLIR 22 infers them with its default options: a tensor
// type's encoding is no memory space (only use-encoding-for-memory-space
// would make it one); a new buffer is in the default memory space.
// CHECK-LABEL: func.func @encoding
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// EXEC: @encoding: clean, 3 runs
// EXPECT: @encoding(%i = 0): 3.0
// EXPECT: @encoding(%i = 1): 3.0
// EXPECT: @encoding(%i = 3): 3.0
func.func @encoding(%i: index) -> f32 {
  %three = arith.constant 3.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32, 3 : i64>
  %v = tensor.insert %three into %e[%i] : tensor<4xf32, 3 : i64>
  %y = tensor.extract %v[%i] : tensor<4xf32, 3 : i64>
  return %y : f32
}

// A copy goes to the memory space of what it copies: a buffer from
// outside, or alloc_tensor's memory space (here filled tensors, filled
// again instead of copied); a padded tensor goes to its
// source's; a generated tensor to the default one.
// CHECK-LABEL: func.func @inferred
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK:         %[[SLICE:.*]] = memref.subview %[[A]][0] [2] [1] : memref<4xf32, 1 : i64> to memref<2xf32, strided<[1]>, 1 : i64>
// CHECK-NEXT:    %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK:         %[[G:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         %[[W:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[W]] : memref<4xf32, 1 : i64>)
// CHECK:         %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32, 2 : i64>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[M]] : memref<2xf32, 2 : i64>)
// CHECK:         %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32, 2 : i64>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[N]] : memref<2xf32, 2 : i64>)
// EXEC: @inferred: clean, 3 runs
// EXPECT: @inferred(%i = 0): 1.0, 2.0, 7.0, 2.0, 7.0
// EXPECT: @inferred(%i = 1): 2.0, 2.0, 7.0, 0.0, 2.0
// EXPECT: @inferred(%i = 3): 1.0, 2.0, 7.0, 0.0, 2.0
func.func @inferred(%i: index) -> (f32, f32, f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %seven = arith.constant 7.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %filled = linalg.fill ins(%two : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %s = tensor.extract_slice %filled[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %p = tensor.pad %s low[1] high[1] {
  ^bb0(%k: index):
    tensor.yield %one : f32
  } : tensor<2xf32> to tensor<4xf32>
  %g = tensor.generate {
  ^bb0(%k: index):
    tensor.yield %seven : f32
  } : tensor<4xf32>
  %w = tensor.insert %seven into %filled[%i] : tensor<4xf32>
  %m = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<2xf32>
  %zeros = linalg.fill ins(%two : f32) outs(%m : tensor<2xf32>) -> tensor<2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %changed = tensor.insert %zero into %zeros[%c1] : tensor<2xf32>
  %at = arith.minsi %i, %c1 : index
  %x = tensor.extract %p[%i] : tensor<4xf32>
  %y = tensor.extract %filled[%i] : tensor<4xf32>
  %z = tensor.extract %g[%i] : tensor<4xf32>
  %u = tensor.extract %zeros[%at] : tensor<2xf32>
  %v = tensor.extract %changed[%at] : tensor<2xf32>
  %w0 = tensor.extract %w[%c0] : tensor<4xf32>
  %uv = arith.mulf %u, %v : f32
  %half = arith.divf %uv, %two : f32
  return %x, %y, %z, %half, %w0 : f32, f32, f32, f32, f32
}
