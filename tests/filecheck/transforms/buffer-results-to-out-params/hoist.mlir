// RUN: xdsl-opt %s -p 'buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}' | filecheck %s
// Deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p 'buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// Returned allocations become the out-parameters: no copy.  The caller
// sizes the dynamic one with its operand for the function's argument %n.
// CHECK-LABEL: func.func private @fill_both(%n: index, %x: f32, %a: memref<4xf32>, %b: memref<?xf32>) {
// CHECK-NEXT:    linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
// CHECK-NEXT:    linalg.fill ins(%x : f32) outs(%b : memref<?xf32>)
// CHECK-NEXT:    func.return
// CHECK-LABEL: func.func @use_fill_both
// CHECK:         %[[STATIC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[DYNAMIC:.*]] = memref.alloc(%c3) : memref<?xf32>
// CHECK-NEXT:    func.call @fill_both(%c3, %x, %[[STATIC]], %[[DYNAMIC]]) : (index, f32, memref<4xf32>, memref<?xf32>) -> ()
// EXEC: @use_fill_both: clean, 2 runs
func.func private @fill_both(%n: index, %x: f32) -> (memref<4xf32>, memref<?xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%x : f32) outs(%b : memref<?xf32>)
  return %a, %b : memref<4xf32>, memref<?xf32>
}
func.func @use_fill_both(%c: i1) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %r:2 = call @fill_both(%c3, %x) : (index, f32) -> (memref<4xf32>, memref<?xf32>)
  %y = memref.load %r#0[%c3] : memref<4xf32>
  %z = memref.load %r#1[%c2] : memref<?xf32>
  return %y, %z : f32, f32
}

// One allocation returned as two results: two out-parameters would be two
// buffers where the caller writes one result and reads the other, so the
// function keeps its results (MLIR 22 crashes here).
// CHECK-LABEL: func.func private @twice(%x: f32) -> (memref<2xf32>, memref<2xf32>) {
// CHECK:         func.return %a, %a : memref<2xf32>, memref<2xf32>
// EXEC: @use_twice: clean, 2 runs
func.func private @twice(%x: f32) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  return %a, %a : memref<2xf32>, memref<2xf32>
}
func.func @use_twice(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %r:2 = call @twice(%x) : (f32) -> (memref<2xf32>, memref<2xf32>)
  %five = arith.constant 5.0 : f32
  memref.store %five, %r#0[%c0] : memref<2xf32>
  %y = memref.load %r#1[%c0] : memref<2xf32>
  return %y : f32
}

// A reallocation is no fresh buffer: its contents come from the old one
// (MLIR 22 erases it, and the caller reads a buffer nobody wrote).
// CHECK-LABEL: func.func private @grow(%x: f32, %0: memref<4xf32>) {
// CHECK:         %r = memref.realloc %a : memref<2xf32> to memref<4xf32>
// CHECK-NEXT:    memref.copy %r, %0
// EXEC: @use_grow: clean, 2 runs
func.func private @grow(%x: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  %r = memref.realloc %a : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
func.func @use_grow(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %g = call @grow(%x) : (f32) -> memref<4xf32>
  %y = memref.load %g[%c1] : memref<4xf32>
  return %y : f32
}

// Allocated in a loop of blocks: each iteration's buffer is read by the
// next one, so they cannot all be the out-parameter (MLIR 22 makes them
// one, and each iteration then reads what it just wrote).
// CHECK-LABEL: func.func private @shift_in_loop(%n: index, %0: memref<2xf32>) {
// CHECK:         %next = memref.alloc() : memref<2xf32>
// CHECK:         memref.copy %next, %0
// EXEC: @use_shift_in_loop: clean, 3 runs
func.func private @shift_in_loop(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<2xf32>)
  cf.br ^loop(%c0, %init : index, memref<2xf32>)
^loop(%i: index, %prev: memref<2xf32>):
  %next = memref.alloc() : memref<2xf32>
  %first = memref.load %prev[%c0] : memref<2xf32>
  %bumped = arith.addf %first, %one : f32
  memref.store %bumped, %next[%c0] : memref<2xf32>
  %again = memref.load %prev[%c0] : memref<2xf32>
  memref.store %again, %next[%c1] : memref<2xf32>
  %i_next = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %i_next, %n : index
  cf.cond_br %more, ^loop(%i_next, %next : index, memref<2xf32>), ^exit
^exit:
  return %next : memref<2xf32>
}
func.func @use_shift_in_loop(%n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = call @shift_in_loop(%n) : (index) -> memref<2xf32>
  %x = memref.load %r[%c0] : memref<2xf32>
  %y = memref.load %r[%c1] : memref<2xf32>
  return %x, %y : f32, f32
}
