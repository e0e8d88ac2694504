// RUN: xdsl-opt %s -p optimize-allocation-liveness | filecheck %s
// RUN: xdsl-opt %s -p optimize-allocation-liveness | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// Each free moves right after its buffer's last use (a view's and a
// nested region's uses count); the second buffer's free stays behind it.
// CHECK-LABEL: func.func @frees_move_up
// CHECK:         memref.copy %a, %out
// CHECK-NEXT:    memref.dealloc %a : memref<4xf32>
// CHECK-NEXT:    scf.if %c {
// CHECK:         }
// CHECK-NEXT:    memref.dealloc %b : memref<4xf32>
// CHECK-NEXT:    memref.store
// EXEC: @frees_move_up: clean, 2 runs
func.func @frees_move_up(%c: i1, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.store %f, %v[%c0] : memref<2xf32, strided<[1]>>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  scf.if %c {
    memref.store %f, %b[%c0] : memref<4xf32>
  }
  memref.store %f, %out[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  func.return
}

// Left alone: a buffer used in another block than its allocation's.
// CHECK-LABEL: func.func @left_alone
// CHECK:       ^bb1(%x: memref<4xf32>):
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    memref.dealloc %a
// EXEC: @left_alone: clean, 2 runs
func.func @left_alone(%c: i1, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  memref.store %f, %x[%c0] : memref<4xf32>
  memref.store %f, %out[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  func.return
}
// EXEC: 2 function(s) checked, all clean
