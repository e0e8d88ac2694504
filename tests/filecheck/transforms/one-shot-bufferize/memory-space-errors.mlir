// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'one-shot-bufferize{must-infer-memory-space}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'one-shot-bufferize{use-encoding-for-memory-space}' | filecheck %s --check-prefix=ENCODING
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'one-shot-bufferize{use-encoding-for-memory-space bufferize-function-boundaries}' | filecheck %s --check-prefix=BOUNDARIES
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'one-shot-bufferize{must-infer-memory-space bufferize-function-boundaries}' | filecheck %s --check-prefix=MUST-BOUNDARIES
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{must-infer-memory-space use-encoding-for-memory-space}' 2>&1 | filecheck %s --check-prefix=BOTH

// Where must-infer-memory-space finds no memory space, and what
// use-encoding-for-memory-space does not implement, as mlir-opt-22 reports
// them (each at the op MLIR names).
// BOTH: one-shot-bufferize: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed

// A new buffer that nothing places; with the encoding, in its space.
// CHECK: 'tensor.empty' op at {{.*}}memory-space-errors.mlir:20:8: could not infer memory space
// MLIR: memory-space-errors.mlir:[[# @LINE + 6]]:8: error: could not infer memory space
// ENCODING-LABEL: func.func @empty
// ENCODING: memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3 : i64>
// BOUNDARIES-LABEL: func.func @empty
// BOUNDARIES: memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3 : i64>
func.func @empty(%i: index, %f: f32) -> f32 {
  %e = tensor.empty() : tensor<4xf32, 3 : i64>
  %v = tensor.insert %f into %e[%i] : tensor<4xf32, 3 : i64>
  %y = tensor.extract %v[%i] : tensor<4xf32, 3 : i64>
  return %y : f32
}

// -----

// CHECK: 'bufferization.alloc_tensor' op at {{.*}}memory-space-errors.mlir:33:8: could not infer memory space
// MLIR: memory-space-errors.mlir:[[# @LINE + 4]]:8: error: could not infer memory space
// ENCODING-LABEL: func.func @alloc_tensor
func.func @alloc_tensor(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %v = tensor.insert %f into %e[%c0] : tensor<4xf32>
  %y = tensor.extract %v[%c0] : tensor<4xf32>
  return %y : f32
}

// -----

// CHECK: 'arith.constant' op at {{.*}}memory-space-errors.mlir:45:8: could not infer memory space
// MLIR: memory-space-errors.mlir:[[# @LINE + 3]]:8: error: could not infer memory space
// ENCODING: memref.global "private" constant @__constant_4xf32 : memref<4xf32, 5 : i64>
func.func @constant(%i: index) -> f32 {
  %c = arith.constant dense<1.000000e+00> : tensor<4xf32, 5 : i64>
  %z = tensor.extract %c[%i] : tensor<4xf32, 5 : i64>
  return %z : f32
}

// -----

// A tensor argument (without function boundaries, its buffer comes from a
// to_buffer of the unknown-type conversion; with them, from the signature).
// MLIR 22 crashes on the last case; ours names the function.
// CHECK: 'func.func' op at {{.*}}memory-space-errors.mlir:64:1: could not infer memory space
// MLIR: memory-space-errors.mlir:[[# @LINE + 8]]:1: error: could not infer memory space
// CHECK-NEXT: func.func @argument(
// MUST-BOUNDARIES: 'func.func' op at {{.*}}memory-space-errors.mlir:64:1: could not infer memory space
// MUST-BOUNDARIES-NEXT: func.func @argument(
// ENCODING: bufferization.to_buffer %{{.*}} : tensor<4xf32, 3 : i64> to memref<4xf32, strided<[?], offset: ?>, 3 : i64>
// ENCODING: memref.alloc() {alignment = 64 : i64} : memref<4xf32, 3 : i64>
// BOUNDARIES-LABEL: func.func @argument
// BOUNDARIES-SAME: (%{{.*}}: memref<4xf32, strided<[?], offset: ?>, 3 : i64>, %{{.*}}: index, %{{.*}}: f32) -> memref<4xf32, strided<[?], offset: ?>, 3 : i64>
func.func @argument(%t: tensor<4xf32, 3 : i64>, %i: index, %f: f32) -> tensor<4xf32, 3 : i64> {
  %v = tensor.insert %f into %t[%i] : tensor<4xf32, 3 : i64>
  return %v : tensor<4xf32, 3 : i64>
}

// -----

// MLIR 22 builds splat, generate and concat only in the default memory
// space: "not implemented" for another (generate: also when it must be
// inferred).
// CHECK: 'tensor.splat' op at {{.*}}memory-space-errors.mlir:79:8: could not infer memory space
// MLIR: memory-space-errors.mlir:[[# @LINE + 4]]:8: error: could not infer memory space
// ENCODING: 'tensor.splat' op at {{.*}}memory-space-errors.mlir:79:8: memory space not implemented yet
// MLIR-ENCODING: memory-space-errors.mlir:[[# @LINE + 2]]:8: error: memory space not implemented yet
func.func @splat(%i: index, %f: f32) -> f32 {
  %a = tensor.splat %f : tensor<4xf32, 3 : i64>
  %y = tensor.extract %a[%i] : tensor<4xf32, 3 : i64>
  return %y : f32
}

// -----

// CHECK: 'tensor.generate' op at {{.*}}memory-space-errors.mlir:91:8: memory space not implemented yet
// MLIR: memory-space-errors.mlir:[[# @LINE + 4]]:8: error: memory space not implemented yet
// ENCODING: 'tensor.generate' op at {{.*}}memory-space-errors.mlir:91:8: memory space not implemented yet
// MLIR-ENCODING: memory-space-errors.mlir:[[# @LINE + 2]]:8: error: memory space not implemented yet
func.func @generate(%i: index, %f: f32) -> f32 {
  %a = tensor.generate {
  ^bb0(%k: index):
    tensor.yield %f : f32
  } : tensor<4xf32, 3 : i64>
  %y = tensor.extract %a[%i] : tensor<4xf32, 3 : i64>
  return %y : f32
}

// -----

// CHECK: 'tensor.concat' op at {{.*}}memory-space-errors.mlir:108:8: could not infer memory space
// MLIR: memory-space-errors.mlir:[[# @LINE + 6]]:8: error: could not infer memory space
// ENCODING: 'tensor.concat' op at {{.*}}memory-space-errors.mlir:108:8: memory space not implemented yet
// MLIR-ENCODING: memory-space-errors.mlir:[[# @LINE + 4]]:8: error: memory space not implemented yet
func.func @concat(%i: index, %f: f32) -> f32 {
  %e = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<2xf32, 3 : i64>
  %s = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32, 3 : i64>) -> tensor<2xf32, 3 : i64>
  %a = tensor.concat dim(0) %s, %s : (tensor<2xf32, 3 : i64>, tensor<2xf32, 3 : i64>) -> tensor<4xf32, 3 : i64>
  %y = tensor.extract %a[%i] : tensor<4xf32, 3 : i64>
  return %y : f32
}
