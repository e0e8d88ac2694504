// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// A program that frees some buffers itself (hand-written, or the pass's own
// output) keeps freeing them; the pass frees only the others.  MLIR 22
// rejects every input here ("memory free side-effect on MemRef value not
// supported").  tests/transforms/test_reentrant_deallocation.py checks the
// values and the runtime checks of a second pipeline run.

// CLEAN: 3 function(s) checked, all clean

// %a is freed by the program, %b by the pass.
// CHECK-LABEL: func.func @frees_one_of_two
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK:         memref.dealloc %[[A]]
// CHECK:         %[[BASE:[a-z_0-9]+]], %{{.*}} = memref.extract_strided_metadata %[[B]]
// CHECK-NEXT:    bufferization.dealloc (%[[BASE]] : memref<f32>) if (%true)
// CHECK-NEXT:    func.return
func.func @frees_one_of_two(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  memref.store %one, %b[%zero] : memref<2xf32>
  %x = memref.load %a[%zero] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  %y = memref.load %b[%zero] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// Each buffer is freed on one path and returned on the other: both are the
// program's, returned as they are, never cloned nor freed by the pass.
// CHECK-LABEL: func.func @frees_on_one_path
// CHECK-NOT:     bufferization.clone
// CHECK:         memref.dealloc %b
// CHECK-NEXT:    %{{.*}} = memref.extract_strided_metadata %a
// CHECK-NEXT:    %{{.*}} = memref.extract_strided_metadata %b
// CHECK-NEXT:    bufferization.dealloc ({{.*}}) if (%false, %false) retain (%a : memref<2xf32>)
// CHECK-NEXT:    func.return %a
// CHECK:         memref.dealloc %a
// CHECK-NOT:     bufferization.clone
// CHECK:         func.return %b
func.func @frees_on_one_path(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %b : memref<2xf32>
  return %a : memref<2xf32>
^bb2:
  memref.dealloc %a : memref<2xf32>
  return %b : memref<2xf32>
}

// A conditional bufferization.dealloc frees %a on its paths; %b is left.
// CHECK-LABEL: func.func @conditional_bufferization_dealloc
// CHECK:         bufferization.dealloc (%a : memref<2xf32>) if (%c)
// CHECK:         bufferization.dealloc (%a : memref<2xf32>) if (%nc)
// CHECK-NEXT:    %base_buffer{{.*}} = memref.extract_strided_metadata %b
// CHECK-NEXT:    bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:    func.return
func.func @conditional_bufferization_dealloc(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %t = arith.constant true
  %nc = arith.xori %c, %t : i1
  bufferization.dealloc (%a : memref<2xf32>) if (%nc)
  return
}
