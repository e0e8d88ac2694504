// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p buffer-results-to-out-params | filecheck %s
// RUN: not xdsl-opt %s -p 'buffer-results-to-out-params{hoist-static-allocs=maybe}' 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not xdsl-opt %s -p 'buffer-results-to-out-params{hoist-all-allocs}' 2>&1 | filecheck %s --check-prefix=UNKNOWN

// OPTION: buffer-results-to-out-params: option hoist-static-allocs takes true or false, not 'maybe'
// UNKNOWN: buffer-results-to-out-params: unknown option hoist-all-allocs; it takes add-result-attr, hoist-static-allocs, hoist-dynamic-allocs, modify-public-functions

// A caller cannot allocate a buffer of this layout (as in MLIR 22); nothing
// changes, in this function or any other.
func.func private @every_other(%a: memref<8xf32>) -> memref<4xf32, strided<[2]>> {
  %v = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return %v : memref<4xf32, strided<[2]>>
}
// CHECK: 'func.func' op at {{.*}}errors.mlir:10:1: cannot create out param for result with unsupported layout (result #0 of @every_other: memref<4xf32, strided<[2]>>; a caller can allocate an identity or a fully dynamic strided layout)

// -----

// The caller cannot know the size of the buffer (as in MLIR 22, which has
// already rewritten the function when it says so; ours has not).
func.func private @sized(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @call_sized(%n: index) {
  %r = call @sized(%n) : (index) -> memref<?xf32>
  return
}
// CHECK: 'func.call' op at {{.*}}errors.mlir:25:8: cannot create out param for dynamically shaped result #0 of @sized (with hoist-dynamic-allocs, a returned allocation sized by the function's arguments can be)
