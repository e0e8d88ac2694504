// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}' | filecheck %s
// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}' | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p 'buffer-deallocation-pipeline{private-function-dynamic-ownership=true}' | xdsl-dealloc-check -

// A private function with a body returns the ownership of its results
// instead of cloning; its callers use it.  Declarations are left alone.
func.func private @maybe_forward(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @external() -> memref<2xf32>
func.func @caller(%c: i1, %arg: memref<2xf32>) {
  %r = func.call @maybe_forward(%c, %arg) : (i1, memref<2xf32>) -> memref<2xf32>
  return
}
// Calls of a declaration keep the function boundary ABI: the result is owned.
// (Nothing public calls this, so the sanitizer, which cannot run the
// declaration, does not execute it.)
func.func private @external_caller() -> memref<2xf32> {
  %e = func.call @external() : () -> memref<2xf32>
  return %e : memref<2xf32>
}
// CHECK-LABEL: func.func private @maybe_forward(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, i1)
// CHECK-NOT:     bufferization.clone
// CHECK:         %[[OWN:.*]] = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%false, %{{.*}}) retain (%{{.*}} : memref<2xf32>)
// CHECK-NEXT:    func.return %{{.*}}, %[[OWN]] : memref<2xf32>, i1
// CHECK:       func.func private @external() -> memref<2xf32>
// CHECK-LABEL: func.func @caller
// CHECK:         %[[R:.*]], %[[ROWN:.*]] = func.call @maybe_forward(%c, %arg) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%false, %[[ROWN]])
// CHECK-LABEL: func.func private @external_caller() -> (memref<2xf32>, i1)
// CHECK:         %[[X:.*]] = func.call @external() : () -> memref<2xf32>
// CHECK:         %[[XOWN:.*]] = bufferization.dealloc (%{{.*}} : memref<f32>) if (%true) retain (%[[X]] : memref<2xf32>)
// CHECK-NEXT:    func.return %[[X]], %[[XOWN]] : memref<2xf32>, i1
