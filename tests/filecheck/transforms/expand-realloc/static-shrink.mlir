// RUN: xdsl-opt %s -p expand-realloc | filecheck %s

// A static buffer that does not grow is only reinterpreted: the growing branch
// could never run, and its subview (4 elements of a 2-element buffer) would be
// invalid IR.  mlir-opt-22 emits that subview and fails to verify.
// CHECK-LABEL: func.func @static_shrink
// CHECK-SAME:    (%[[OLD:.*]]: memref<4xf32>)
// CHECK-NEXT:    %[[SAME:.*]] = memref.reinterpret_cast %[[OLD]] to offset: [0], sizes: [2], strides: [1] : memref<4xf32> to memref<2xf32>
// CHECK-NEXT:    func.return %[[SAME]] : memref<2xf32>
func.func @static_shrink(%old: memref<4xf32>) -> memref<2xf32> {
  %new = memref.realloc %old : memref<4xf32> to memref<2xf32>
  func.return %new : memref<2xf32>
}

// CHECK-LABEL: func.func @static_same_size
// CHECK-NEXT:    %{{.*}} = memref.reinterpret_cast
// CHECK-NEXT:    func.return
func.func @static_same_size(%old: memref<4xf32>) -> memref<4xf32> {
  %new = memref.realloc %old : memref<4xf32> to memref<4xf32>
  func.return %new : memref<4xf32>
}
