// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// `affine.for` and `affine.if` are region branch ops, as `scf.for` and
// `scf.if`.  xDSL has no custom form for `affine.if`: it is written (and
// printed) in the generic form, which mlir-opt-22 reads too.

// A buffer of the loop body is freed in the body; the one around it after
// its last use (MLIR 22 gives the same).
// CHECK-LABEL: func.func @buffer_in_loop
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[A]], %[[B]]
// CHECK:           bufferization.dealloc (%{{.*}} : memref<f32>) if (%true)
// CHECK-NEXT:    }
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%true)
// CHECK-NEXT:    func.return
func.func @buffer_in_loop() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  }
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}

// A buffer carried through `iter_args` takes its ownership along, in an
// operand of the same segment (MLIR 22 leaves the segment sizes as they
// were, and its output does not verify).
// CHECK-LABEL: func.func @carried(%n: index)
// CHECK:         %{{.*}}, %[[OWNED:.*]] = affine.for %{{.*}} = 0 to %n iter_args(%[[IT:.*]] = %{{.*}}, %[[IT_OWNED:.*]] = %false) -> (memref<4xf32>, i1) {
// CHECK:           affine.yield %{{.*}}, %{{.*}} : memref<4xf32>, i1
func.func @carried(%n: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = affine.for %i = 0 to %n iter_args(%it = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %it, %b : memref<4xf32> to memref<4xf32>
    affine.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Either branch's buffer leaves the `affine.if`, with its ownership.
// CHECK-LABEL: func.func @chosen(%n: index)
// CHECK:         %{{.*}}, %{{.*}} = "affine.if"(%n)
func.func @chosen(%n: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = "affine.if"(%n) <{condition = affine_set<(d0) : (d0 - 2 >= 0)>}> ({
    affine.yield %a : memref<4xf32>
  }, {
    %b = memref.alloc() : memref<4xf32>
    affine.yield %b : memref<4xf32>
  }) : (index) -> memref<4xf32>
  return %r : memref<4xf32>
}
