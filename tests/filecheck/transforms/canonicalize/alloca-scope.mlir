// A memref.alloca_scope is inlined where that frees no stack buffer later
// than before (InlineAllocaScope, MLIR's rule): it allocates nothing on the
// stack itself, or it is the last op of a block of another scope.
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// Nothing on the stack (a heap buffer, and a stack buffer of a scope
// nested in it): inlined, results and all.
// CHECK-LABEL: func.func @no_stack_buffer
// CHECK-NOT:     memref.alloca_scope {
// CHECK:         memref.alloc()
// CHECK:         memref.load
// CHECK:         memref.alloca_scope
// CHECK-NEXT:    memref.alloca()
func.func @no_stack_buffer(%v: f32, %out: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> f32 {
    %h = memref.alloc() : memref<2xf32>
    memref.store %v, %h[%c0] : memref<2xf32>
    %x = memref.load %h[%c0] : memref<2xf32>
    memref.dealloc %h : memref<2xf32>
    memref.alloca_scope {
      %s = memref.alloca() : memref<2xf32>
      memref.store %x, %s[%c0] : memref<2xf32>
      memref.copy %s, %out : memref<2xf32> to memref<2xf32>
    }
    %z = arith.addf %x, %x : f32
    memref.alloca_scope.return %z : f32
  }
  %y = arith.addf %r, %v : f32
  func.return %y : f32
}

// A stack buffer, and ops after the scope: it stays.
// CHECK-LABEL: func.func @stack_buffer_then_more
// CHECK:         memref.alloca_scope
// CHECK:         arith.addf
func.func @stack_buffer_then_more(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> f32 {
    %s = memref.alloca() : memref<2xf32>
    memref.store %v, %s[%c0] : memref<2xf32>
    %x = memref.load %s[%c0] : memref<2xf32>
    memref.alloca_scope.return %x : f32
  }
  %y = arith.addf %r, %v : f32
  func.return %y : f32
}

// A stack buffer, but the scope is the last op of the function's body:
// the function's end frees it right after.
// CHECK-LABEL: func.func @stack_buffer_last
// CHECK-NOT:     memref.alloca_scope
// CHECK:         memref.alloca()
// CHECK:         memref.copy
// CHECK-NEXT:    func.return
func.func @stack_buffer_last(%v: f32, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    %s = memref.alloca() : memref<2xf32>
    memref.store %v, %s[%c0] : memref<2xf32>
    memref.copy %s, %out : memref<2xf32> to memref<2xf32>
  }
  func.return
}

// The same, its effect seen by the caller.
// CHECK-LABEL: func.func @stack_buffer_last_seen
// CHECK-NOT:     memref.alloca_scope
// CHECK:         func.return
func.func @stack_buffer_last_seen(%v: f32, %out: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  func.call @stack_buffer_last(%v, %out) : (f32, memref<2xf32>) -> ()
  %w = memref.load %out[%c0] : memref<2xf32>
  func.return %w : f32
}

// A call may allocate on the stack: the scope stays.
// CHECK-LABEL: func.func @call_inside
// CHECK:         memref.alloca_scope
// CHECK:         func.call @noop
// CHECK:         arith.addf
func.func @call_inside(%v: f32) -> f32 {
  memref.alloca_scope {
    func.call @noop() : () -> ()
  }
  %y = arith.addf %v, %v : f32
  func.return %y : f32
}
func.func private @noop() {
  func.return
}
