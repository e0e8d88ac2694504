// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{remove-existing-deallocations=true}' | filecheck %s
// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{remove-existing-deallocations=true}' | xdsl-dealloc-check -

// Existing deallocations can be dropped and replaced by the pass's own.
func.func @manual() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
// CHECK-LABEL: func.func @manual
// CHECK-NOT:     memref.dealloc
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%true)

