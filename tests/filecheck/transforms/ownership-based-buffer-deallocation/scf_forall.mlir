// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s --check-prefix=PIPELINE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=BEFORE

// As MLIR 22: each iteration frees the buffers it allocated right before
// `scf.forall.in_parallel`; the caller's buffer used in the body is not
// freed.  tests/transforms/test_ownership_based_buffer_deallocation_forall.py checks values.

// CLEAN: @per_iteration: clean
// BEFORE: @per_iteration: 1 finding(s)

// CHECK-LABEL: func.func @per_iteration
// CHECK:         scf.forall (%i) in (4) {
// CHECK:           %a = memref.alloc() : memref<2xf32>
// CHECK:           memref.store %w, %out[%i] : memref<4xf32>
// CHECK-NEXT:      %base_buffer, %{{.*}} = memref.extract_strided_metadata %a
// CHECK-NEXT:      bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:    }
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%false)
// CHECK-NEXT:    func.return

// PIPELINE-LABEL: func.func @per_iteration
// PIPELINE:         memref.store %w, %out[%i] : memref<4xf32>
// PIPELINE-NEXT:    memref.dealloc %a : memref<2xf32>
// PIPELINE-NEXT:  }
// PIPELINE-NEXT:  func.return
func.func @per_iteration(%out: memref<4xf32>) {
  %z = arith.constant 0 : index
  %v = arith.constant 1.000000e+00 : f32
  scf.forall (%i) in (4) {
    %a = memref.alloc() : memref<2xf32>
    memref.store %v, %a[%z] : memref<2xf32>
    %w = memref.load %a[%z] : memref<2xf32>
    memref.store %w, %out[%i] : memref<4xf32>
  }
  return
}
