// A reshape undoing the one before it is its first source
// (FoldReshapeOfInverse), so a row written through its collapsed view and
// copied back through the expanded one is a copy onto itself, which goes.
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/test_mlir_canonicalizations.py runs every function before
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
