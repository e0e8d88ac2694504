// RUN: xdsl-opt %s -p convert-bufferization-to-memref | filecheck %s

// Deallocs get the lowering of bufferization-lower-deallocations (tested in
// full there); clones and deallocs are converted in one run.
// CHECK-LABEL: func.func @clone_and_dealloc
// CHECK-SAME:    (%[[SRC:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[SRC]], %[[NEW]]
// CHECK-NEXT:    %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[NEW]]
// CHECK-NEXT:    %[[PR:.*]] = memref.extract_aligned_pointer_as_index %[[SRC]]
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[PR]] : index
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[NE]], %[[C]] : i1
// CHECK-NEXT:    scf.if %[[FREE]] {
// CHECK-NEXT:      memref.dealloc %[[NEW]] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK:         func.return
func.func @clone_and_dealloc(%src: memref<4xf32>, %c: i1) -> i1 {
  %0 = bufferization.clone %src : memref<4xf32> to memref<4xf32>
  %1 = bufferization.dealloc (%0 : memref<4xf32>) if (%c) retain (%src : memref<4xf32>)
  func.return %1 : i1
}

// CHECK-LABEL: func.func @generic
// CHECK:         func.call @dealloc_helper(
// CHECK-NOT:     bufferization.
// CHECK:       func.func private @dealloc_helper(
func.func @generic(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c)
  func.return
}
