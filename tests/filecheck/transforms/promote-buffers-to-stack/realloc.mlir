// RUN: xdsl-opt %s -p promote-buffers-to-stack | filecheck %s
// RUN: xdsl-opt %s -p promote-buffers-to-stack,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// `memref.realloc` frees its source, here a cast of the buffer: the buffer
// stays on the heap (MLIR 22 looks for frees of the allocation's own
// result only, promotes it, and the realloc then frees stack memory).
// CHECK-LABEL: func.func @grown
// CHECK:         %a = memref.alloc() : memref<2xf32>
// EXEC: @grown: clean, 1 run
func.func @grown() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %d = memref.cast %a : memref<2xf32> to memref<?xf32>
  %b = memref.realloc %d : memref<?xf32> to memref<4xf32>
  %v = memref.load %b[%c0] : memref<4xf32>
  func.return %v : f32
}
