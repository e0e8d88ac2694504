// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -p ownership-based-buffer-deallocation | filecheck %s

func.func @region_without_interface() {
  "my.region_op"() ({
    %a = memref.alloc() : memref<2xf32>
    "my.terminator"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: 'my.region_op' op in function @region_without_interface: ops with regions must implement RegionBranchOpInterface (or BufferDeallocationOpInterface)

// -----

func.func @unknown_effects() {
  %a = memref.alloc() : memref<2xf32>
  "my.use"(%a) : (memref<2xf32>) -> ()
  return
}
// CHECK: 'my.use' op in function @unknown_effects: ops with memref operands and no memref results must declare their memory effects
