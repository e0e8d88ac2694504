// RUN: xdsl-opt %s -p promote-buffers-to-stack | filecheck %s
// RUN: xdsl-opt %s -p promote-buffers-to-stack,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// A buffer returned from an alloca_scope would outlive the scope's stack
// (MLIR 22 promotes it, see mlir-reference.mlir).
// CHECK-LABEL: func.func @scopes_and_frees
// CHECK:           %s = memref.alloc() : memref<2xf32>
// EXEC: @scopes_and_frees: clean, 1 run
func.func @scopes_and_frees() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %r = memref.alloca_scope -> (memref<2xf32>) {
    %s = memref.alloc() : memref<2xf32>
    memref.store %f, %s[%c0] : memref<2xf32>
    memref.alloca_scope.return %s : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  func.return %v : f32
}
