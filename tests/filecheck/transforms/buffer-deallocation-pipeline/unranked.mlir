// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=BEFORE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null

// An unranked view of a ranked buffer of the function is freed, compared and
// copied through the ranked memref it views (other unranked memrefs are
// reinterpreted as rank 0, as MLIR does: see
// ownership-based-buffer-deallocation/unranked.mlir).

// Every function runs under the sanitizer (an unranked argument is given a
// rank-1 buffer); each leaks or returns a buffer it should copy before the
// pipeline, and is clean after it.
// CLEAN: @view_to_callee: clean
// CLEAN: @view_or_argument: clean
// CLEAN: @two_views_returned: clean
// CLEAN: @unranked_argument_returned: clean
// CLEAN: 4 function(s) checked, all clean
// BEFORE: 4 function(s) checked, 4 with findings

// CHECK-LABEL: func.func private @sum
func.func private @sum(%u: memref<*xf32>) -> f32 {
  %r = memref.cast %u : memref<*xf32> to memref<8xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %r[%c0] : memref<8xf32>
  return %x : f32
}

// The unranked view handed to the callee is freed as the buffer it views.
// CHECK-LABEL: func.func @view_to_callee
// CHECK:         %x = func.call @sum(%u)
// CHECK-NEXT:    memref.dealloc %a : memref<8xf32>
func.func @view_to_callee(%c: i1) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  %x = func.call @sum(%u) : (memref<*xf32>) -> f32
  return %x : f32
}

// The returned view may be the caller's buffer: it is copied unless owned,
// as the ranked memref, then cast back.  Whether the fresh buffer is the
// one returned is decided by %c (the guard's condition, and the select's):
// it is freed when %c does not hold, with no pointer comparison.
// CHECK-LABEL: func.func @view_or_argument
// CHECK:         %[[OUT:.*]] = scf.if %c -> (memref<8xf32>) {
// CHECK-NEXT:      scf.yield %s : memref<8xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[COPY:.*]] = bufferization.clone %s : memref<8xf32> to memref<8xf32>
// CHECK:         %[[CAST:.*]] = memref.cast %[[OUT]] : memref<8xf32> to memref<*xf32>
// CHECK-NOT:     extract_aligned_pointer_as_index
// CHECK:         %[[NOT_C:.*]] = arith.xori %c, %{{.*}} : i1
// CHECK-NEXT:    scf.if %[[NOT_C]] {
// CHECK-NEXT:      memref.dealloc %a : memref<8xf32>
// CHECK:         func.return %[[CAST]] : memref<*xf32>
func.func @view_or_argument(%c: i1, %arg: memref<8xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %arg : memref<8xf32>
  %u = memref.cast %s : memref<8xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// Two returned views that may share a buffer: their base pointers are
// compared through the ranked memrefs they view, and the second is copied
// when they are the same.
// CHECK-LABEL: func.func @two_views_returned
// CHECK:         memref.extract_strided_metadata %a : memref<8xf32>
// CHECK:         memref.extract_strided_metadata %s : memref<8xf32>
// CHECK:         arith.cmpi eq
// CHECK:         bufferization.clone %a : memref<8xf32> to memref<8xf32>
// CHECK:         %[[SECOND:.*]] = memref.cast %{{.*}} : memref<8xf32> to memref<*xf32>
// CHECK:         func.return %u, %[[SECOND]] : memref<*xf32>, memref<*xf32>
func.func @two_views_returned(%c: i1) -> (memref<*xf32>, memref<*xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  %u = memref.cast %s : memref<8xf32> to memref<*xf32>
  %v = memref.cast %a : memref<8xf32> to memref<*xf32>
  return %u, %v : memref<*xf32>, memref<*xf32>
}

// An unranked argument (the caller's) is returned as a copy, its own base
// buffer; the argument itself is never freed.
// CHECK-LABEL: func.func @unranked_argument_returned
// CHECK-NOT:     memref.dealloc
// CHECK:         %[[COPY:.*]] = bufferization.clone %u : memref<*xf32> to memref<*xf32>
// CHECK-NOT:     memref.dealloc
// CHECK:         func.return %[[COPY]], %v
func.func @unranked_argument_returned(%u: memref<*xf32>) -> (memref<*xf32>, memref<*xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.cast %a : memref<8xf32> to memref<*xf32>
  return %u, %v : memref<*xf32>, memref<*xf32>
}
