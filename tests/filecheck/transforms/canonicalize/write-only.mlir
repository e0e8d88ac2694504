// A buffer nothing reads goes with its writes, views and frees
// (EraseWriteOnlyAllocation), and a copy onto itself goes (EraseSelfCopy).
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// Stores, a view stored into, a copy into it and the free: all go.  (MLIR 22
// keeps the allocation: its rule allows stores and frees, not views and
// copies.)
// CHECK-LABEL: func.func @written_through_a_view
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[X:.*]] = memref.load %a[%[[ZERO]]]
// CHECK-NEXT:    func.return %[[X]] : f32
func.func @written_through_a_view(%a: memref<4xf32>, %v: f32) -> f32 {
  %zero = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  memref.store %v, %m[%zero] : memref<8xf32>
  %view = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.store %v, %view[%zero] : memref<4xf32, strided<[1], offset: 2>>
  memref.copy %a, %view : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xf32>
  %x = memref.load %a[%zero] : memref<4xf32>
  func.return %x : f32
}

// Filled, then a part overwritten by a copy, then freed: nothing reads the
// fill, so all go.  (MLIR 22 keeps them: a fill is no store.)
// CHECK-LABEL: func.func @filled_then_overwritten
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[X:.*]] = memref.load %a[%[[ZERO]]]
// CHECK-NEXT:    func.return %[[X]] : f32
func.func @filled_then_overwritten(%a: memref<4xf32>, %v: f32, %n: index) -> f32 {
  %zero = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<8xf32>)
  %view = memref.subview %m[%n] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.copy %a, %view : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.dealloc %m : memref<8xf32>
  %x = memref.load %a[%zero] : memref<4xf32>
  func.return %x : f32
}

// A fill of a buffer that is read afterwards stays.
// CHECK-LABEL: func.func @filled_and_read
// CHECK:         linalg.fill
// CHECK:         memref.load %m
func.func @filled_and_read(%v: f32) -> f32 {
  %zero = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<8xf32>)
  %x = memref.load %m[%zero] : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  func.return %x : f32
}

// On the stack, and freed only.
// CHECK-LABEL: func.func @stack_and_unused
// CHECK-NEXT:    func.return %v : f32
func.func @stack_and_unused(%v: f32, %n: index) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.addi %n, %one : index
  %s = memref.alloca(%size) : memref<?xf32>
  memref.store %v, %s[%zero] : memref<?xf32>
  %unused = memref.alloc() : memref<8xf32>
  memref.dealloc %unused : memref<8xf32>
  func.return %v : f32
}

// A clone only written and freed goes too: it reads its source, which
// changes nothing.  (MLIR 22 keeps it.)
// CHECK-LABEL: func.func @written_clone
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %v, %a[%[[ZERO]]]
// CHECK-NEXT:    func.return
func.func @written_clone(%a: memref<4xf32>, %v: f32) {
  %true = arith.constant true
  %zero = arith.constant 0 : index
  %clone = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.store %v, %clone[%zero] : memref<4xf32>
  memref.store %v, %a[%zero] : memref<4xf32>
  bufferization.dealloc (%clone : memref<4xf32>) if (%true)
  func.return
}

// Leaves a bufferization.dealloc the memrefs it frees besides.
// CHECK-LABEL: func.func @freed_with_others
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[KEPT:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    func.call @use(%[[KEPT]])
// CHECK-NEXT:    bufferization.dealloc (%[[KEPT]] : memref<2xf32>) if (%[[TRUE]])
// CHECK-NEXT:    func.return
func.func @freed_with_others() {
  %true = arith.constant true
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  %kept = memref.alloc() : memref<2xf32>
  memref.store %one, %m[%zero] : memref<2xf32>
  func.call @use(%kept) : (memref<2xf32>) -> ()
  bufferization.dealloc (%m, %kept : memref<2xf32>, memref<2xf32>) if (%true, %true)
  func.return
}
func.func private @use(%m: memref<2xf32>) {
  func.return
}

// A copy onto itself goes; the buffer is then only written.
// CHECK-LABEL: func.func @self_copy
// CHECK-NEXT:    func.return
func.func @self_copy() {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %m, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  func.return
}

// Each of these is read, or escapes: it stays.
// CHECK-LABEL: func.func @read_or_escaping
// CHECK-COUNT-4: memref.alloc()
// CHECK:         func.return
func.func @read_or_escaping() -> (f32, memref<2xf32>) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %read = memref.alloc() : memref<2xf32>
  memref.store %one, %read[%zero] : memref<2xf32>
  %view = memref.subview %read[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
  %x = memref.load %view[%zero] : memref<1xf32, strided<[1], offset: 1>>
  memref.dealloc %read : memref<2xf32>
  %source = memref.alloc() : memref<2xf32>
  %returned = memref.alloc() : memref<2xf32>
  memref.copy %source, %returned : memref<2xf32> to memref<2xf32>
  memref.dealloc %source : memref<2xf32>
  %passed = memref.alloc() : memref<2xf32>
  memref.store %one, %passed[%zero] : memref<2xf32>
  func.call @use(%passed) : (memref<2xf32>) -> ()
  memref.dealloc %passed : memref<2xf32>
  func.return %x, %returned : f32, memref<2xf32>
}
