// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p 'buffer-deallocation-pipeline{private-function-dynamic-ownership}' | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p 'ownership-based-buffer-deallocation{private-function-dynamic-ownership}' | filecheck %s --check-prefix=DYNAMIC

// `func.call_indirect` calls a function no symbol names: a call of an
// unknown function, as in MLIR 22.  Its results are owned by the caller
// (function boundary ABI), its memref arguments stay the caller's, and it
// keeps its signature, also with private-function-dynamic-ownership.  So
// do the private functions a `func.constant` names: their type is the
// constant's (MLIR 22 adds ownership results to them all the same, and
// its output no longer verifies); the others get them.
// DYNAMIC: func.func private @fresh(%m: memref<2xf32>) -> memref<2xf32>
// DYNAMIC: func.func private @same(%m: memref<2xf32>) -> memref<2xf32>
// DYNAMIC: func.func private @apply(%f: (memref<2xf32>) -> memref<2xf32>) -> (memref<2xf32>, i1)
// DYNAMIC: %{{.*}}, %{{.*}} = func.call @apply(%f) : ((memref<2xf32>) -> memref<2xf32>) -> (memref<2xf32>, i1)

func.func private @fresh(%m: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %m, %a : memref<2xf32> to memref<2xf32>
  return %a : memref<2xf32>
}

func.func private @same(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}

// CHECK-LABEL: func.func private @apply
// CHECK-SAME:    (%[[F:.*]]: (memref<2xf32>) -> memref<2xf32>) -> memref<2xf32>
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK:         %[[B:.*]] = func.call_indirect %[[F]](%[[A]]) : (memref<2xf32>) -> memref<2xf32>
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%true, %true) retain (%[[B]] : memref<2xf32>)
// CHECK-NEXT:    func.return %[[B]] : memref<2xf32>
func.func private @apply(%f: (memref<2xf32>) -> memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = func.call_indirect %f(%a) : (memref<2xf32>) -> memref<2xf32>
  return %b : memref<2xf32>
}

// CHECK-LABEL: func.func @main
func.func @main(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %fresh = func.constant @fresh : (memref<2xf32>) -> memref<2xf32>
  %same = func.constant @same : (memref<2xf32>) -> memref<2xf32>
  %f = arith.select %c, %fresh, %same : (memref<2xf32>) -> memref<2xf32>
  %r = func.call @apply(%f) : ((memref<2xf32>) -> memref<2xf32>) -> memref<2xf32>
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
