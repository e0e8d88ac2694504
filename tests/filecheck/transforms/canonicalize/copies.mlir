// A copy from an empty buffer goes (EraseEmptyCopy), also through a cast
// that only makes its size dynamic (CopyThroughCast): a join of a row and
// an empty one copies the row alone (its last element is left unset).
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// CHECK-LABEL: func.func @join_with_nothing
// CHECK:         memref.copy %[[ROW:.*]], %{{.*}} : memref<3xf32> to memref<3xf32, strided<[1]>>
// CHECK-NOT:     memref.copy
// CHECK:         func.return
func.func @join_with_nothing(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %row = memref.alloc() : memref<3xf32>
  linalg.fill ins(%v : f32) outs(%row : memref<3xf32>)
  %none = memref.alloc() : memref<0xf32>
  %some = memref.cast %none : memref<0xf32> to memref<?xf32>
  %k = memref.dim %some, %c0 : memref<?xf32>
  %joined = memref.alloc() : memref<4xf32>
  %head = memref.subview %joined[0] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1]>>
  memref.copy %row, %head : memref<3xf32> to memref<3xf32, strided<[1]>>
  %tail = memref.subview %joined[3] [%k] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: 3>>
  memref.copy %some, %tail : memref<?xf32> to memref<?xf32, strided<[1], offset: 3>>
  %x = memref.load %joined[%c2] : memref<4xf32>
  memref.dealloc %row : memref<3xf32>
  memref.dealloc %none : memref<0xf32>
  memref.dealloc %joined : memref<4xf32>
  func.return %x : f32
}

// A cast to a static size is a check, not a loss of information: the copy
// keeps reading through it.  (mlir-opt-22 first gives the allocation its
// constant size, which makes the cast go; ours keeps both.)
// CHECK-LABEL: func.func @through_a_static_cast
// CHECK:         %[[STATIC:.*]] = memref.cast %{{.*}} : memref<?xf32> to memref<2xf32>
// CHECK:         memref.copy %[[STATIC]], %{{.*}} : memref<2xf32> to memref<2xf32>
func.func @through_a_static_cast(%n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %a = memref.alloc(%c2) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  %s = memref.cast %a : memref<?xf32> to memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.copy %s, %b : memref<2xf32> to memref<2xf32>
  %x = memref.load %b[%c1] : memref<2xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<2xf32>
  func.return %x : f32
}

// Through a cast to a dynamic size of a buffer that is not empty: the copy
// reads the cast's source, and stays.
// CHECK-LABEL: func.func @through_a_dynamic_cast
// CHECK:         memref.copy %{{.*}}, %{{.*}} : memref<2xf32> to memref<?xf32>
func.func @through_a_dynamic_cast(%n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  %d = memref.cast %a : memref<2xf32> to memref<?xf32>
  %b = memref.alloc(%c2) : memref<?xf32>
  memref.copy %d, %b : memref<?xf32> to memref<?xf32>
  %x = memref.load %b[%c1] : memref<?xf32>
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<?xf32>
  func.return %x : f32
}
