// Where this pass and MLIR 22's differ (docs/buffer-optimizations.md).
// RUN: xdsl-opt %s -p optimize-allocation-liveness | filecheck %s
// RUN: xdsl-opt %s -p optimize-allocation-liveness | xdsl-dealloc-check --function conditional_free - | filecheck %s --check-prefix=EXEC

// A `bufferization.dealloc` of this one buffer moves too (MLIR 22 moves
// only `memref.dealloc`-like frees), after its last use and its condition.
// CHECK-LABEL: func.func @conditional_free
// CHECK:         memref.store %f, %a[%c0]
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    bufferization.dealloc (%a : memref<2xf32>) if (%true)
// CHECK-NEXT:    memref.store %f, %out[%c0]
// EXEC: @conditional_free: clean, 1 run
func.func @conditional_free(%out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %true = arith.constant true
  memref.store %f, %out[%c0] : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%true)
  func.return
}

// The tensor made of the buffer is read after the last use of the buffer
// itself: the free stays after the read (MLIR 22 moves it before).
// CHECK-LABEL: func.func @read_through_a_tensor
// CHECK:         tensor.extract
// CHECK-NEXT:    memref.dealloc %a
func.func @read_through_a_tensor() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %t = bufferization.to_tensor %a : memref<2xf32> to tensor<2xf32>
  %v = tensor.extract %t[%c0] : tensor<2xf32>
  memref.dealloc %a : memref<2xf32>
  func.return %v : f32
}
