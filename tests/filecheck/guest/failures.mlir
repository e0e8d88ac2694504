// A failing pass of ours prints one diagnostic naming the op and where it
// was read, without a Python traceback; XDSL_DEALLOC_TRACEBACK keeps it.
// RUN: not xdsl-opt %s --allow-unregistered-dialect -p ownership-based-buffer-deallocation 2>&1 | filecheck %s
// RUN: env XDSL_DEALLOC_TRACEBACK=1 not xdsl-opt %s --allow-unregistered-dialect -p ownership-based-buffer-deallocation 2>&1 | filecheck %s --check-prefix=TRACE

// CHECK-NOT: Traceback
// CHECK:     error: 'test.use' op at {{.*}}failures.mlir:15:3: ops with memref operands and no memref results must declare their memory effects
// CHECK-NOT: Traceback

// TRACE: Traceback
// TRACE: 'test.use' op at {{.*}}failures.mlir:15:3

func.func @unknown_effects() {
  %m = memref.alloc() : memref<2xf32>
  "test.use"(%m) : (memref<2xf32>) -> ()
  return
}
