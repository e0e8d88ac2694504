// RUN: xdsl-opt %s -p buffer-results-to-out-params | filecheck %s
// Deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p buffer-results-to-out-params,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// Two results that are views of one allocation: two out-parameters would
// be two buffers, and a caller writing through one result and reading the
// other would no longer see its write, so these functions keep their
// results.  MLIR 22 copies each view into an out-parameter of its own:
// its callers below read 0.0 or 1.0/2.0 where these read 5.0.

// The allocation and a reshaped view of it.
// CHECK-LABEL: func.func private @grid_and_row(%x: f32) -> (memref<2x2xf32>, memref<4xf32>) {
// CHECK:         func.return %a, %row : memref<2x2xf32>, memref<4xf32>
// EXEC: @use_grid_and_row: clean, 2 runs
func.func private @grid_and_row(%x: f32) -> (memref<2x2xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2x2xf32>)
  %row = memref.collapse_shape %a [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %a, %row : memref<2x2xf32>, memref<4xf32>
}
func.func @use_grid_and_row(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %x = arith.select %c, %one, %two : f32
  %r:2 = call @grid_and_row(%x) : (f32) -> (memref<2x2xf32>, memref<4xf32>)
  memref.store %five, %r#1[%c3] : memref<4xf32>
  %y = memref.load %r#0[%c0, %c0] : memref<2x2xf32>
  %z = memref.load %r#0[%c1, %c1] : memref<2x2xf32>
  %sum = arith.addf %y, %z : f32
  return %sum : f32
}

// Two overlapping subviews, cast to the fully dynamic layout a caller can
// allocate (as One-Shot Bufferize's results have).
// CHECK-LABEL: func.func private @overlapping(%x: f32) -> (memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) {
// CHECK:         func.return %first, %last : memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>
// EXEC: @use_overlapping: clean, 2 runs
func.func private @overlapping(%x: f32) -> (memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %s0 = memref.subview %a[0] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1]>>
  %s1 = memref.subview %a[1] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1], offset: 1>>
  %first = memref.cast %s0 : memref<3xf32, strided<[1]>> to memref<3xf32, strided<[?], offset: ?>>
  %last = memref.cast %s1 : memref<3xf32, strided<[1], offset: 1>> to memref<3xf32, strided<[?], offset: ?>>
  return %first, %last : memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>
}
func.func @use_overlapping(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %x = arith.select %c, %one, %two : f32
  %r:2 = call @overlapping(%x) : (f32) -> (memref<3xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>)
  memref.store %five, %r#1[%c0] : memref<3xf32, strided<[?], offset: ?>>
  %y = memref.load %r#0[%c1] : memref<3xf32, strided<[?], offset: ?>>
  return %y : f32
}

// One of two allocations chosen at run time, and one of them: they may be
// the same buffer.
// CHECK-LABEL: func.func private @chosen(%c: i1, %x: f32) -> (memref<2xf32>, memref<2xf32>) {
// CHECK:         func.return %pick, %a : memref<2xf32>, memref<2xf32>
// EXEC: @use_chosen: clean, 2 runs
func.func private @chosen(%c: i1, %x: f32) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%x : f32) outs(%b : memref<2xf32>)
  %pick = arith.select %c, %a, %b : memref<2xf32>
  return %pick, %a : memref<2xf32>, memref<2xf32>
}
func.func @use_chosen(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %r:2 = call @chosen(%c, %one) : (i1, f32) -> (memref<2xf32>, memref<2xf32>)
  memref.store %five, %r#0[%c0] : memref<2xf32>
  %y = memref.load %r#1[%c0] : memref<2xf32>
  return %y : f32
}

// Two allocations: never one buffer, so both become out-parameters.
// CHECK-LABEL: func.func private @separate(%x: f32, %0: memref<2xf32>, %1: memref<2xf32>) {
// CHECK:         memref.copy %a, %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:    memref.copy %b, %1 : memref<2xf32> to memref<2xf32>
// EXEC: @use_separate: clean, 2 runs
func.func private @separate(%x: f32) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%x : f32) outs(%b : memref<2xf32>)
  return %a, %b : memref<2xf32>, memref<2xf32>
}
func.func @use_separate(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %x = arith.select %c, %one, %two : f32
  %r:2 = call @separate(%x) : (f32) -> (memref<2xf32>, memref<2xf32>)
  memref.store %five, %r#0[%c0] : memref<2xf32>
  %y = memref.load %r#1[%c0] : memref<2xf32>
  return %y : f32
}
