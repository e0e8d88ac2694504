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
// CHECK: 'my.region_op' op in function @region_without_interface: ops with regions must implement RegionBranchOpInterface (or BufferDeallocationOpInterface)

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

// -----

// Freeing an unranked memref that views no ranked one needs its base buffer,
// which only `memref.reinterpret_cast` of an unranked source could name, and
// xDSL rejects that; the function is left as it is.
func.func private @make() -> memref<*xf32>
func.func @unranked_call_result() {
  %u = func.call @make() : () -> memref<*xf32>
  return
}
// CHECK: 'func.call' op in function @unranked_call_result: cannot free unranked memref memref<*xf32> (result #0): naming its base buffer needs memref.reinterpret_cast of an unranked source, which xDSL rejects
// CHECK-NEXT: %u = func.call @make() : () -> memref<*xf32>

// -----

func.func @unranked_block_argument(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %u = memref.cast %a : memref<2xf32> to memref<*xf32>
  cf.cond_br %c, ^bb1(%u : memref<*xf32>), ^bb2
^bb1(%x: memref<*xf32>):
  cf.br ^bb2
^bb2:
  return
}
// CHECK: 'cf.br' op in function @unranked_block_argument: cannot free unranked memref memref<*xf32> (argument #0 of its block)
