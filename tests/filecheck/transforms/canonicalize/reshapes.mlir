// A reshape undoing the one before it is its first source
// (FoldReshapeOfInverse), so a row written through its collapsed view and
// copied back through the expanded one is a copy onto itself, which goes.
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// CHECK-LABEL: func.func @row_written_back
// CHECK-NOT:     memref.expand_shape
// CHECK-NOT:     memref.copy
// CHECK:         func.return
func.func @row_written_back(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %m = memref.alloc() : memref<2x7xf32>
  %row = memref.subview %m[1, 0] [1, 7] [1, 1] : memref<2x7xf32> to memref<1x7xf32, strided<[7, 1], offset: 7>>
  %flat = memref.collapse_shape %row [[0, 1]] : memref<1x7xf32, strided<[7, 1], offset: 7>> into memref<7xf32, strided<[1], offset: 7>>
  memref.store %v, %flat[%c2] : memref<7xf32, strided<[1], offset: 7>>
  %back = memref.expand_shape %flat [[0, 1]] output_shape [1, 7] : memref<7xf32, strided<[1], offset: 7>> into memref<1x7xf32, strided<[7, 1], offset: 7>>
  memref.copy %back, %row : memref<1x7xf32, strided<[7, 1], offset: 7>> to memref<1x7xf32, strided<[7, 1], offset: 7>>
  %x = memref.load %m[%c1, %c2] : memref<2x7xf32>
  memref.dealloc %m : memref<2x7xf32>
  func.return %x : f32
}

// Expanded to another shape than the collapsed one: both views stay.
// CHECK-LABEL: func.func @other_shape
// CHECK:         memref.collapse_shape
// CHECK:         memref.expand_shape
func.func @other_shape(%n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %m = memref.alloc() : memref<2x6xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x6xf32> into memref<12xf32>
  %square = memref.expand_shape %flat [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  memref.store %v, %square[%c1, %c3] : memref<3x4xf32>
  %x = memref.load %m[%c1, %c1] : memref<2x6xf32>
  memref.dealloc %m : memref<2x6xf32>
  func.return %x : f32
}

// Two dynamic dimensions, each in its own group: the pair folds either way
// round (the expand's sizes cannot split a group otherwise), so the rows
// written through the views and copied back are copies onto themselves.
// CHECK-LABEL: func.func @dynamic_groups_written_back
// CHECK-NOT:     memref.expand_shape
// CHECK-NOT:     memref.collapse_shape
// CHECK-NOT:     memref.copy
// CHECK:         func.return
func.func @dynamic_groups_written_back(%n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = arith.addi %n, %c1 : index
  %cols = arith.addi %n, %c2 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %m = memref.alloc(%rows, %cols) : memref<?x?xf32>
  %one = arith.constant 1.000000e+00 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<?x?xf32>)
  %up = memref.expand_shape %m [[0, 1], [2]] output_shape [1, %rows, %cols] : memref<?x?xf32> into memref<1x?x?xf32>
  %down = memref.collapse_shape %up [[0, 1], [2]] : memref<1x?x?xf32> into memref<?x?xf32>
  memref.store %v, %down[%n, %c1] : memref<?x?xf32>
  memref.copy %down, %m : memref<?x?xf32> to memref<?x?xf32>
  %t = memref.alloc(%rows, %cols) : memref<?x2x?x3xf32>
  linalg.fill ins(%one : f32) outs(%t : memref<?x2x?x3xf32>)
  %flat = memref.collapse_shape %t [[0, 1], [2, 3]] : memref<?x2x?x3xf32> into memref<?x?xf32>
  %back = memref.expand_shape %flat [[0, 1], [2, 3]] output_shape [%rows, 2, %cols, 3] : memref<?x?xf32> into memref<?x2x?x3xf32>
  memref.store %v, %back[%n, %c1, %c0, %c2] : memref<?x2x?x3xf32>
  memref.copy %back, %t : memref<?x2x?x3xf32> to memref<?x2x?x3xf32>
  %x = memref.load %m[%n, %c1] : memref<?x?xf32>
  %y = memref.load %t[%n, %c1, %c0, %c2] : memref<?x2x?x3xf32>
  memref.dealloc %m : memref<?x?xf32>
  memref.dealloc %t : memref<?x2x?x3xf32>
  func.return %x, %y : f32, f32
}

// Two dynamic dimensions in one group: an expand back may split the
// collapsed size otherwise than the source, so both views stay.
// CHECK-LABEL: func.func @two_dynamic_in_a_group
// CHECK:         memref.collapse_shape
// CHECK:         memref.expand_shape
func.func @two_dynamic_in_a_group(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = arith.addi %n, %c1 : index
  %cols = arith.addi %n, %c2 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %m = memref.alloc(%rows, %cols) : memref<?x?x4xf32>
  %flat = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  %back = memref.expand_shape %flat [[0, 1], [2]] output_shape [%rows, %cols, 4] : memref<?x4xf32> into memref<?x?x4xf32>
  memref.store %v, %back[%n, %c1, %c2] : memref<?x?x4xf32>
  %x = memref.load %m[%n, %c1, %c2] : memref<?x?x4xf32>
  memref.dealloc %m : memref<?x?x4xf32>
  func.return %x : f32
}
