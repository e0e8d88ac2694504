// RUN: xdsl-opt %s -p bufferization-lower-deallocations | filecheck %s
// RUN: xdsl-opt %s -p bufferization-lower-deallocations | mlir-opt-22 > /dev/null

// A retained unranked memref viewing no ranked one is compared by its own
// aligned pointer, as MLIR 22 lowers it.
// CHECK-LABEL: func.func @unranked_retained
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
// CHECK-NEXT:    %[[Q:.*]] = memref.extract_aligned_pointer_as_index %m : memref<*xf32> -> index
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[Q]] : index
// CHECK:         scf.if
// CHECK-NEXT:      memref.dealloc %a : memref<2xf32>
func.func @unranked_retained(%a: memref<2xf32>, %m: memref<*xf32>, %c: i1) -> i1 {
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%m : memref<*xf32>)
  return %0 : i1
}

// Two unranked memrefs go to the library function by their aligned pointers.
// CHECK-LABEL: func.func @two_unranked
// CHECK:         memref.extract_aligned_pointer_as_index %a : memref<*xf32> -> index
// CHECK:         memref.extract_aligned_pointer_as_index %b : memref<*xf32> -> index
// CHECK:         func.call @dealloc_helper
func.func @two_unranked(%a: memref<*xf32>, %b: memref<*xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<*xf32>, memref<*xf32>) if (%c, %c)
  return
}
