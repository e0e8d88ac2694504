// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=INPUT
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-opt -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 --allow-unregistered-dialect > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 --allow-unregistered-dialect > /dev/null

// Programs that free buffers on some paths only, through the pipeline: the
// pass takes those buffers over and frees them on every path, once
// (tests/transforms/test_partial_frees.py checks the values).

// INPUT: 4 function(s) checked, 4 with findings
// CLEAN: 4 function(s) checked, all clean

// One free of a block argument that is either buffer: %a leaks where
// %b is passed and the other way round.  Both are the pass's: it frees each
// after the load, once.
// CHECK-LABEL: func.func @frees_either
// CHECK:         %v = memref.load
// CHECK-NEXT:    memref.dealloc %a
// CHECK-NEXT:    memref.dealloc %b
// CHECK-NEXT:    func.return %v
func.func @frees_either(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  memref.store %two, %b[%zero] : memref<2xf32>
  cf.cond_br %c, ^join(%a : memref<2xf32>), ^join(%b : memref<2xf32>)
^join(%x: memref<2xf32>):
  %v = memref.load %x[%zero] : memref<2xf32>
  memref.dealloc %x : memref<2xf32>
  return %v : f32
}

// The program frees the realloc's buffer where %c holds.  The expansion
// frees the old buffer where it copies (the program frees the new one),
// and the two frees link the buffers: both become the pass's, the old one
// freed once, the new one where it was made.
// CHECK-LABEL: func.func @realloc_freed_on_one_path
// CHECK:         %[[R:.*]], %[[NEW:.*]] = scf.if %{{.*}} -> (memref<?xf32>, i1)
// CHECK-NOT:     memref.dealloc
// CHECK:         memref.load %[[R]]
// CHECK-NEXT:    memref.dealloc %a
// CHECK-NEXT:    %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]
// CHECK-NEXT:    scf.if %[[NEW]] {
// CHECK-NEXT:      memref.dealloc %[[BASE]]
func.func @realloc_freed_on_one_path(%c: i1, %d: i1) -> f32 {
  %zero = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%c2) : memref<?xf32>
  memref.store %one, %a[%zero] : memref<?xf32>
  %size = arith.select %d, %c4, %c2 : index
  %r = memref.realloc %a(%size) : memref<?xf32> to memref<?xf32>
  %x = memref.load %r[%zero] : memref<?xf32>
  scf.if %c {
    memref.dealloc %r : memref<?xf32>
  }
  return %x : f32
}

// Each turn allocates; the program frees the last turn's buffer only.
// CHECK-LABEL: func.func @loop_frees_last_allocation
// CHECK:         %next = arith.addf
// CHECK-NEXT:    memref.dealloc %b
// CHECK-NEXT:    scf.yield %next
func.func @loop_frees_last_allocation(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %n = arith.select %c, %c3, %c1 : index
  %sum = scf.for %i = %zero to %n step %c1 iter_args(%acc = %one) -> (f32) {
    %b = memref.alloc() : memref<2xf32>
    memref.store %acc, %b[%zero] : memref<2xf32>
    %v = memref.load %b[%zero] : memref<2xf32>
    %next = arith.addf %v, %one : f32
    %i1 = arith.addi %i, %c1 : index
    %last = arith.cmpi eq, %i1, %n : index
    scf.if %last {
      memref.dealloc %b : memref<2xf32>
    }
    scf.yield %next : f32
  }
  return %sum : f32
}

// Freed in an isolated region op on one branch only (fuzz seed 70317,
// shrunk by hand): the region is deallocated on its own, like a function
// body, and the pass frees the buffer there on the other branch.
// CHECK-LABEL: func.func @isolated_frees_on_one_branch
// CHECK:         %v = memref.load %a
// CHECK-NEXT:    memref.dealloc %a
// CHECK-NEXT:    "dealloc_test.region_yield"(%v)
func.func @isolated_frees_on_one_branch(%c: i1) -> f32 {
  %r = "dealloc_test.isolated_one_region"(%c) ({
  ^bb0(%d: i1):
    %zero = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %a = memref.alloc() : memref<2xf32>
    memref.store %one, %a[%zero] : memref<2xf32>
    %v = memref.load %a[%zero] : memref<2xf32>
    scf.if %d {
      memref.dealloc %a : memref<2xf32>
    }
    "dealloc_test.region_yield"(%v) : (f32) -> ()
  }) : (i1) -> f32
  return %r : f32
}
