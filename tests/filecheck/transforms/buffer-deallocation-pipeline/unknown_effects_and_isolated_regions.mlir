// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p 'buffer-deallocation-pipeline{private-function-dynamic-ownership=true}' | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 --allow-unregistered-dialect > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | filecheck %s --check-prefix=TWICE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 --allow-unregistered-dialect > /dev/null
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=BEFORE
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s

// What MLIR's main branch handles after release 22, run for every input:
// an op with unknown effects picking a buffer (`dealloc_test.select_randomly`
// picks the memref operand its index names, or a fresh buffer past the
// last one) and an isolated region op deallocated on its own.  MLIR 22
// reads both as unregistered ops and its pipeline rejects them.
// tests/transforms/test_deallocation_handlers.py checks the values.

// CLEAN: 3 function(s) checked, all clean
// BEFORE: 3 function(s) checked, 3 with findings

// The heap operand is owned like a fresh buffer: only the stack one is
// compared with the result.
// CHECK-LABEL: func.func @pick
// CHECK:         %[[PICK:.*]] = "dealloc_test.select_randomly"
// CHECK-COUNT-1: arith.cmpi eq
// CHECK-NOT:     arith.cmpi eq
// CHECK:         func.return
func.func @pick(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %heap = memref.alloc() : memref<2xf32>
  %stack = memref.alloca() : memref<2xf32>
  memref.store %one, %heap[%c0] : memref<2xf32>
  memref.store %two, %stack[%c0] : memref<2xf32>
  %r = "dealloc_test.select_randomly"(%i, %heap, %stack) : (index, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// The region is deallocated on its own; the ownership of what it yields
// comes back as an extra i1 result.
// CHECK-LABEL: func.func @isolated
// CHECK:         %{{.*}}, %[[OWNED:.*]] = "dealloc_test.isolated_one_region"(%{{.*}}, %{{.*}})
// CHECK:           "dealloc_test.region_yield"(%{{.*}}, %{{.*}}) : (memref<2xf32>, i1) -> ()
// CHECK-NEXT:    }) : (memref<2xf32>, index) -> (memref<2xf32>, i1)
// CHECK:         bufferization.dealloc ({{.*}}) if (%true, %[[OWNED]])
func.func @isolated(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  %r = "dealloc_test.isolated_one_region"(%a, %i) ({
  ^bb0(%x: memref<2xf32>, %j: index):
    %k0 = arith.constant 0 : index
    %v = memref.load %x[%k0] : memref<2xf32>
    %fresh = arith.cmpi eq, %j, %k0 : index
    %y = scf.if %fresh -> (memref<2xf32>) {
      %n = memref.alloc() : memref<2xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %n[%k0] : memref<2xf32>
      scf.yield %n : memref<2xf32>
    } else {
      scf.yield %x : memref<2xf32>
    }
    "dealloc_test.region_yield"(%y) : (memref<2xf32>) -> ()
  }) : (memref<2xf32>, index) -> memref<2xf32>
  %out = memref.load %r[%c0] : memref<2xf32>
  return %out : f32
}

// Both in one: a pick inside an isolated region, the picked buffer handed out.
// CHECK-LABEL: func.func @pick_in_region
// The pipeline run again on its output owns the picked buffer only where
// it is fresh, which implies the first run's ownership, under which the
// program hands it out: the second run frees nothing, and its ownership
// result, unused, is dropped.
// TWICE-LABEL: func.func @pick_in_region
// TWICE:         "dealloc_test.isolated_one_region"
// TWICE:         "dealloc_test.region_yield"(%p, %{{[0-9]+}}) : (memref<2xf32>, i1) -> ()
// TWICE-NEXT:    }) : (memref<2xf32>, index) -> (memref<2xf32>, i1)
// TWICE-COUNT-1: arith.cmpi ne
// TWICE-NOT:     arith.cmpi
// TWICE:         func.return
func.func @pick_in_region(%i: index) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = "dealloc_test.isolated_one_region"(%a, %i) ({
  ^bb0(%x: memref<2xf32>, %j: index):
    %b = memref.alloc() : memref<2xf32>
    %p = "dealloc_test.select_randomly"(%j, %x, %b) : (index, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
    "dealloc_test.region_yield"(%p) : (memref<2xf32>) -> ()
  }) : (memref<2xf32>, index) -> memref<2xf32>
  return %r : memref<2xf32>
}
