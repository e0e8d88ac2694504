// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -p ownership-based-buffer-deallocation | filecheck %s

func.func @dealloc_present() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
// CHECK: 'memref.dealloc' op in function @dealloc_present: no deallocation ops may be present; use remove-existing-deallocations to drop them
// CHECK-NEXT: memref.dealloc %a : memref<2xf32>

// -----

func.func @region_without_interface() {
  "my.region_op"() ({
    %a = memref.alloc() : memref<2xf32>
    "my.terminator"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: 'my.region_op' op in function @region_without_interface: ops with regions must implement RegionBranchOpInterface (or BufferDeallocationOpInterface) when a block of its regions has no terminator

// -----

func.func @regions_without_interface() {
  "my.region_op"() ({
    "my.terminator"() : () -> ()
  }, {
    "my.terminator"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: 'my.region_op' op in function @regions_without_interface: ops with regions must implement RegionBranchOpInterface (or BufferDeallocationOpInterface) when a block of its regions has no terminator

// -----

func.func @realloc(%n: index) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return
}
// CHECK: 'memref.realloc' op in function @realloc: ops that free and allocate (like memref.realloc) are not supported; run expand-realloc first

// -----

func.func @unknown_effects() {
  %a = memref.alloc() : memref<2xf32>
  "my.use"(%a) : (memref<2xf32>) -> ()
  return
}
// CHECK: 'my.use' op in function @unknown_effects: ops with memref operands or results must declare their memory effects

// -----

func.func @existing_bufferization_dealloc(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}
// CHECK: 'bufferization.dealloc' op in function @existing_bufferization_dealloc: no deallocation ops may be present

