// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p bufferization-lower-deallocations | filecheck %s

// Comparing base pointers needs `memref.extract_aligned_pointer_as_index`,
// which xDSL defines for ranked memrefs only; an unranked argument views no
// ranked memref.  Nothing is rewritten, not even the dealloc before the
// failing one.
// CHECK:      unranked memref in bufferization.dealloc
// CHECK:      "bufferization.dealloc"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()
// CHECK:      ^^^^^^^^^^^^^^^^^^^^^^^^^^^
// CHECK-NEXT: | cannot lower bufferization.dealloc: comparing base pointers needs ranked memrefs or views of them, got memref<*xf32>
func.func @unranked_retained(%a: memref<2xf32>, %m: memref<*xf32>, %c: i1) -> i1 {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%m : memref<*xf32>)
  func.return %0 : i1
}

// -----

// One unranked memref and nothing retained needs no pointer: it is lowered.
// CHECK-LABEL: func.func @unranked_alone
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      memref.dealloc %{{.*}} : memref<*xf32>
func.func @unranked_alone(%m: memref<*xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<*xf32>) if (%c)
  func.return
}

// -----

// An unranked view of a ranked memref is compared through that memref.
// CHECK-LABEL: func.func @unranked_view_retained
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
// CHECK-NEXT:    %[[Q:.*]] = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
// CHECK-NEXT:    %{{.*}} = arith.cmpi ne, %[[P]], %[[Q]] : index
func.func @unranked_view_retained(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> i1 {
  %u = memref.cast %b : memref<2xf32> to memref<*xf32>
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%u : memref<*xf32>)
  func.return %0 : i1
}
