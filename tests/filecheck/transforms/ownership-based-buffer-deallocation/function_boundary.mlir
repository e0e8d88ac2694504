// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -

// Results are always owned by the caller: a returned argument, alloca or
// global is cloned; a fresh allocation is handed over as it is.
memref.global "private" constant @table : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>

func.func @return_alloc() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
// CHECK-LABEL: func.func @return_alloc
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NOT:     bufferization.clone
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}}) retain (%[[A]] : memref<2xf32>)
// CHECK-NEXT:    func.return %[[A]] : memref<2xf32>

func.func @return_argument(%arg: memref<2xf32>) -> memref<2xf32> {
  return %arg : memref<2xf32>
}
// CHECK-LABEL: func.func @return_argument
// CHECK:         %[[C:.*]] = bufferization.clone %arg
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%false, %true) retain (%[[C]] : memref<2xf32>)
// CHECK-NEXT:    func.return %[[C]] : memref<2xf32>

func.func @return_global() -> memref<2xf32> {
  %g = memref.get_global @table : memref<2xf32>
  return %g : memref<2xf32>
}
// CHECK-LABEL: func.func @return_global
// CHECK:         %[[G:.*]] = memref.get_global @table
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[G]]
// CHECK:         func.return %[[C]]

func.func @return_alloca() -> memref<2xf32> {
  %a = memref.alloca() : memref<2xf32>
  return %a : memref<2xf32>
}
// CHECK-LABEL: func.func @return_alloca
// CHECK:         %[[A:.*]] = memref.alloca()
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[A]]
// CHECK:         func.return %[[C]]

// A view of an owned allocation is owned too (no clone); the allocation is
// kept alive because the view is retained.
func.func @return_subview() -> memref<2xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %v : memref<2xf32, strided<[1], offset: 2>>
}
// CHECK-LABEL: func.func @return_subview
// CHECK:         %[[V:.*]] = memref.subview
// CHECK-NOT:     bufferization.clone
// CHECK:         retain (%[[V]] : memref<2xf32, strided<[1], offset: 2>>)
// CHECK-NEXT:    func.return %[[V]]

// The same buffer returned twice: the second result is a copy, so the caller
// can free both.
func.func @return_twice() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}
// CHECK-LABEL: func.func @return_twice
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %[[A]]
// CHECK:         func.return %[[A]], %[[C]]

// Two results that may share a buffer are compared at run time.
func.func @return_maybe_same(%c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %a, %s : memref<2xf32>, memref<2xf32>
}
// CHECK-LABEL: func.func @return_maybe_same
// CHECK:         %[[S:.*]] = arith.select %c
// CHECK:         %[[P1:.*]] = memref.extract_aligned_pointer_as_index
// CHECK:         %[[P2:.*]] = memref.extract_aligned_pointer_as_index
// CHECK-NEXT:    %[[SAME:.*]] = arith.cmpi eq, %[[P1]], %[[P2]] : index
// CHECK-NEXT:    %[[DIFF:.*]] = arith.xori %[[SAME]], %{{.*}} : i1
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[DIFF]] -> (memref<2xf32>) {
// CHECK-NEXT:      scf.yield %{{.*}} : memref<2xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %{{.*}} = bufferization.clone
// CHECK:         func.return %a, %[[R]]

// Calls: results are owned by the caller; arguments stay the caller's.
func.func private @make() -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  return %m : memref<2xf32>
}
func.func @call_results() {
  %m = func.call @make() : () -> memref<2xf32>
  return
}
// CHECK-LABEL: func.func @call_results
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[M:.*]] = func.call @make()
// CHECK-NEXT:    %[[B:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT:    bufferization.dealloc (%[[B]] : memref<f32>) if (%[[TRUE]])
