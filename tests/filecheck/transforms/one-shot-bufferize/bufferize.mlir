// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s
// Bufferized, then deallocated, every function runs clean for every input:
// RUN: xdsl-opt %s -p one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// A tensor constant becomes a private constant global; the write goes to a
// copy (the global may not be written).
// CHECK:       memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @constant
// CHECK:         %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[G]], %[[A]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    %{{.*}} = memref.load %[[A]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    %{{.*}} = memref.load %[[G]][%{{.*}}] : memref<4xf32>
// EXEC: @constant: clean, 3 runs
func.func @constant(%i: index) -> f32 {
  %f = arith.constant 5.0 : f32
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  %a = tensor.extract %0[%i] : tensor<4xf32>
  %b = tensor.extract %cst[%i] : tensor<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// tensor.empty allocates; the loop carries the buffer in place; each
// matching slice is a subview, the insert_slice a copy into one.
// CHECK-LABEL: func.func @tiles
// CHECK:         %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:    %{{.*}} = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[T:.*]] = %[[E]]) -> (memref<8xf32>) {
// CHECK-NEXT:      %[[TILE:.*]] = memref.subview %[[T]][%{{.*}}] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      memref.store %{{.*}}, %[[TILE]][%{{.*}}] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      %[[INTO:.*]] = memref.subview %[[T]][%{{.*}}] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      memref.copy %[[TILE]], %[[INTO]] : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      scf.yield %[[T]] : memref<8xf32>
// EXEC: @tiles: clean, 1 run
func.func @tiles(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %k = %c0 to %c8 step %c2 iter_args(%t = %e) -> (tensor<8xf32>) {
    %tile = tensor.extract_slice %t[%k] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %w = tensor.insert %f into %tile[%c0] : tensor<2xf32>
    %u = tensor.insert_slice %w into %t[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  %x = tensor.extract %r[%c2] : tensor<8xf32>
  return %x : f32
}

// scf.if of buffers; from_elements stores each element; the write into %t
// in a branch copies, since %t is read after the if.
// CHECK-LABEL: func.func @branches
// CHECK:         %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK:         memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<2xf32>
// CHECK-NEXT:    memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<2xf32>
// CHECK-NEXT:    %{{.*}} = scf.if %{{.*}} -> (memref<2xf32>) {
// CHECK-NEXT:      %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:      memref.copy %[[T]], %[[C]] : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:      memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<2xf32>
// CHECK-NEXT:      scf.yield %[[C]] : memref<2xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[T]] : memref<2xf32>
// CHECK-NEXT:    }
// EXEC: @branches: clean, 6 runs
func.func @branches(%c: i1, %i: index) -> f32 {
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  %r = scf.if %c -> (tensor<2xf32>) {
    %n = tensor.insert %g into %t[%c0] : tensor<2xf32>
    scf.yield %n : tensor<2xf32>
  } else {
    scf.yield %t : tensor<2xf32>
  }
  %a = tensor.extract %r[%c0] : tensor<2xf32>
  %b = tensor.extract %t[%c0] : tensor<2xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// Views: a cast keeps the layout, a collapse of an identity buffer is a
// collapse, a rank-reducing slice a strided subview.
// CHECK-LABEL: func.func @views
// CHECK:         %{{.*}} = memref.cast %[[B:.*]] : memref<2x2xindex> to memref<?x2xindex>
// CHECK:         %{{.*}} = memref.collapse_shape %[[B]] {{\[}}[0, 1]] : memref<2x2xindex> into memref<4xindex>
// CHECK:         %{{.*}} = memref.subview %[[B]][1, 0] [1, 2] [1, 1] : memref<2x2xindex> to memref<2xindex, strided<[1], offset: 2>>
// EXEC: @views: clean, 3 runs
func.func @views(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %c0, %c1, %c1, %i : tensor<2x2xindex>
  %d = tensor.cast %t : tensor<2x2xindex> to tensor<?x2xindex>
  %n = tensor.dim %d, %c0 : tensor<?x2xindex>
  %flat = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xindex> into tensor<4xindex>
  %row = tensor.extract_slice %t[1, 0] [1, 2] [1, 1] : tensor<2x2xindex> to tensor<2xindex>
  %x = tensor.extract %flat[%c1] : tensor<4xindex>
  %y = tensor.extract %row[%c1] : tensor<2xindex>
  %xy = arith.addi %x, %y : index
  %r = arith.addi %xy, %n : index
  return %r : index
}

// alloc_tensor's memory space goes to its buffer, and a copy of it stays
// there; materialize_in_destination copies into a writable memref.
// CHECK-LABEL: func.func @memory_space
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK-NEXT:    memref.copy %{{.*}}, %[[A]] : memref<4xf32> to memref<4xf32, 1 : i64>
// CHECK-NEXT:    memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<4xf32, 1 : i64>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1 : i64>
// CHECK-NEXT:    memref.copy %[[A]], %[[B]] : memref<4xf32, 1 : i64> to memref<4xf32, 1 : i64>
// CHECK-NEXT:    %{{.*}} = memref.load %[[B]][%{{.*}}] : memref<4xf32, 1 : i64>
// CHECK-NEXT:    memref.copy %[[A]], %{{.*}} : memref<4xf32, 1 : i64> to memref<4xf32>
// EXEC: @memory_space: clean, 3 runs
func.func @memory_space(%i: index, %out: memref<4xf32>) -> f32 {
  %f = arith.constant 2.0 : f32
  %t = tensor.from_elements %f, %f, %f, %f : tensor<4xf32>
  %a = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<4xf32>
  %w = tensor.insert %f into %a[%i] : tensor<4xf32>
  %b = bufferization.alloc_tensor() copy(%w) : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %w in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %x : f32
}
