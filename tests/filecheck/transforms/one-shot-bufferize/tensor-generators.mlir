// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s
// Bufferized, then deallocated, every function runs clean for every input
// (tests/one_shot_bufferize/test_lit_programs.py checks the EXPECT values):
// RUN: xdsl-opt %s -p one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// tensor.splat: a new buffer, filled by a linalg.map yielding the scalar.
// CHECK-LABEL: func.func @splat
// CHECK:         %[[S:.*]] = memref.alloc(%[[N:.*]]) {alignment = 64 : i64} : memref<?xi32>
// CHECK-NEXT:    linalg.map outs(%[[S]] : memref<?xi32>)
// CHECK-NEXT:      (%{{.*}}: i32) {
// CHECK-NEXT:        linalg.yield %{{.*}} : i32
// CHECK-NEXT:      }
// CHECK:         memref.store %{{.*}}, %[[S]][%{{.*}}] : memref<?xi32>
// EXEC: @splat: clean, 3 runs
// EXPECT: @splat(%n = 0): 9, 1
// EXPECT: @splat(%n = 1): 9, 2
// EXPECT: @splat(%n = 3): 9, 4
func.func @splat(%n: index) -> (i32, index) {
  %c1 = arith.constant 1 : index
  %size = arith.addi %n, %c1 : index
  %seven = arith.constant 7 : i32
  %nine = arith.constant 9 : i32
  %s = tensor.splat %seven[%size] : tensor<?xi32>
  %w = tensor.insert %nine into %s[%n] : tensor<?xi32>
  %x = tensor.extract %w[%n] : tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %w, %c0 : tensor<?xi32>
  return %x, %d : i32, index
}

// tensor.generate: the body runs in a linalg.map, its index arguments
// replaced by linalg.index; tensor.rank becomes memref.rank.
// CHECK-LABEL: func.func @generate
// CHECK:         %[[G:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x2xindex>
// CHECK-NEXT:    linalg.map outs(%[[G]] : memref<3x2xindex>)
// CHECK-NEXT:      (%{{.*}}: index) {
// CHECK-NEXT:        %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:        %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:        %[[P:.*]] = arith.muli %[[I]], %[[J]] : index
// CHECK-NEXT:        linalg.yield %[[P]] : index
// CHECK-NEXT:      }
// CHECK:         memref.rank %[[G]] : memref<3x2xindex>
// EXEC: @generate: clean, 3 runs
// EXPECT: @generate(%i = 0): 0, 2
// EXPECT: @generate(%i = 1): 1, 2
// EXPECT: @generate(%i = 3): 2, 2
func.func @generate(%i: index) -> (index, index) {
  %g = tensor.generate {
  ^bb0(%a: index, %b: index):
    %p = arith.muli %a, %b : index
    tensor.yield %p : index
  } : tensor<3x2xindex>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %row = arith.minsi %i, %c2 : index
  %x = tensor.extract %g[%row, %c1] : tensor<3x2xindex>
  %r = tensor.rank %g : tensor<3x2xindex>
  return %x, %r : index, index
}

// tensor.pad: the new buffer (of the padded size: here the source's size
// plus the dynamic padding) is filled by the body, then the source is
// copied into the subview at the low padding.
// CHECK-LABEL: func.func @pad
// CHECK:         %[[SOURCE:.*]] = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK:         %[[THREE:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[SIZE:.*]] = arith.addi %[[HIGH:.*]], %[[THREE]] : index
// CHECK-NEXT:    %[[P:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:    linalg.map outs(%[[P]] : memref<?xf32>)
// CHECK-NEXT:      (%{{.*}}: f32) {
// CHECK-NEXT:        %{{.*}} = linalg.index 0 : index
// CHECK-NEXT:        linalg.yield %{{.*}} : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    %[[VIEW:.*]] = memref.subview %[[P]][1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:    memref.copy %[[SOURCE]], %[[VIEW]] : memref<2xf32> to memref<2xf32, strided<[1], offset: 1>>
// EXEC: @pad: clean, 3 runs
// EXPECT: @pad(%n = 0): 3, -1.0, 2.0
// EXPECT: @pad(%n = 1): 4, -1.0, -1.0
// EXPECT: @pad(%n = 3): 6, -1.0, -1.0
func.func @pad(%n: index) -> (index, f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %minus = arith.constant -1.000000e+00 : f32
  %p = tensor.pad %v low[1] high[%n] {
  ^bb0(%k: index):
    tensor.yield %minus : f32
  } : tensor<2xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %d = tensor.dim %p, %c0 : tensor<?xf32>
  %last = arith.subi %d, %c1 : index
  %first = tensor.extract %p[%c0] : tensor<?xf32>
  %end = tensor.extract %p[%last] : tensor<?xf32>
  return %d, %first, %end : index, f32, f32
}

// tensor.reshape: a memref.reshape of the source's buffer; a source with a
// layout (a slice) is first copied into an identity-layout buffer.
// CHECK-LABEL: func.func @reshape
// CHECK:         %[[SLICE:.*]] = memref.subview %{{.*}}[2] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK:         %[[FLAT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[SLICE]], %[[FLAT]] : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// CHECK-NEXT:    %{{.*}} = memref.reshape %[[FLAT]](%{{.*}}) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
// EXEC: @reshape: clean, 3 runs
// EXPECT: @reshape(%i = 0): 3.0
// EXPECT: @reshape(%i = 1): 5.0
// EXPECT: @reshape(%i = 3): 5.0
func.func @reshape(%i: index) -> f32 {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf32>
  %slice = tensor.extract_slice %v[2] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %shape = arith.constant dense<2> : tensor<2xindex>
  %square = tensor.reshape %slice(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %row = arith.minsi %i, %c1 : index
  %x = tensor.extract %square[%row, %c0] : tensor<2x2xf32>
  return %x : f32
}

// arith.index_cast of a tensor: the same cast of its buffer, equivalent to
// it: the insert into the cast writes the filled buffer in place.
// CHECK-LABEL: func.func @index_cast
// CHECK:         %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : i64) outs(%[[B]] : memref<3xi64>)
// CHECK-NEXT:    %[[C:.*]] = arith.index_cast %[[B]] : memref<3xi64> to memref<3xindex>
// CHECK:         memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<3xindex>
// CHECK-NOT:     memref.copy
// EXEC: @index_cast: clean, 3 runs
// EXPECT: @index_cast(%i = 0): 0, 8
// EXPECT: @index_cast(%i = 1): 8, 1
// EXPECT: @index_cast(%i = 3): 8, 8
func.func @index_cast(%i: index) -> (index, index) {
  %eight = arith.constant 8 : i64
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%eight : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %c = arith.index_cast %f : tensor<3xi64> to tensor<3xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %at = arith.minsi %i, %c2 : index
  %w = tensor.insert %at into %c[%at] : tensor<3xindex>
  %x = tensor.extract %w[%c0] : tensor<3xindex>
  %y = tensor.extract %w[%c1] : tensor<3xindex>
  return %x, %y : index, index
}
