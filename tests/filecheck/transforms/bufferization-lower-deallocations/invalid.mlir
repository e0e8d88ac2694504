// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -p bufferization-lower-deallocations | filecheck %s

// One unranked memref and nothing retained needs no pointer: it is lowered.
// CHECK-LABEL: func.func @unranked_alone
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      memref.dealloc %{{.*}} : memref<*xf32>
func.func @unranked_alone(%m: memref<*xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<*xf32>) if (%c)
  func.return
}

// -----

// An unranked view of a ranked memref is compared through that memref.
// CHECK-LABEL: func.func @unranked_view_retained
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
// CHECK-NEXT:    %[[Q:.*]] = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
// CHECK-NEXT:    %{{.*}} = arith.cmpi ne, %[[P]], %[[Q]] : index
func.func @unranked_view_retained(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> i1 {
  %u = memref.cast %b : memref<2xf32> to memref<*xf32>
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%u : memref<*xf32>)
  func.return %0 : i1
}

// -----

// An unregistered op with one region may be a symbol table nobody knows, as
// MLIR says: the library function has nowhere to go inside it (MLIR 22
// calls a function it does not add; xDSL would take the op for the table).
// CHECK: bufferization.dealloc outside any known symbol table
func.func @inside_unknown_op(%c: i1) {
  "foo.wrap"() ({
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    // expected-error @+1 {{the generic lowering of bufferization.dealloc needs an enclosing symbol table (e.g. builtin.module) to hold its library function}}
    bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
