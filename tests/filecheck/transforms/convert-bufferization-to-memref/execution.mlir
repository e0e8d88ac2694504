// The converted clones and deallocs, executed by the sanitizer for every
// combination of boolean arguments and the sizes 0, 1 and 3.
// RUN: xdsl-dealloc-check %s | filecheck %s
// RUN: xdsl-opt %s -p convert-bufferization-to-memref | xdsl-dealloc-check - | filecheck %s

// A clone is a separate buffer: freeing the source leaves it readable.
// CHECK: @clone_outlives_source: clean, 3 runs
func.func @clone_outlives_source(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %src = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %zero, %src[%i] : memref<?xf32>
  }
  %copy = bufferization.clone %src : memref<?xf32> to memref<?xf32>
  memref.dealloc %src : memref<?xf32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %copy[%i] : memref<?xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  memref.dealloc %copy : memref<?xf32>
  func.return %sum : f32
}

// A clone with a layout is cast; the cast result frees the fresh buffer.
// CHECK: @clone_with_layout: clean, 1 run
func.func @clone_with_layout() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %src = memref.alloc() : memref<4x4xf32>
  %view = memref.subview %src[1, 0] [2, 4] [1, 1] : memref<4x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
  %cast = memref.cast %view : memref<2x4xf32, strided<[4, 1], offset: 4>> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %one, %cast[%i, %j] : memref<2x4xf32, strided<[?, 1], offset: ?>>
    }
  }
  %copy = bufferization.clone %cast : memref<2x4xf32, strided<[?, 1], offset: ?>> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  memref.dealloc %src : memref<4x4xf32>
  memref.dealloc %copy : memref<2x4xf32, strided<[?, 1], offset: ?>>
  func.return
}

// Clones aliasing nothing, freed through the generic dealloc lowering
// together with the source they may have been selected from.
// CHECK: @clones_and_dealloc: clean, 2 runs
func.func @clones_and_dealloc(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<3xi64>
  %b = bufferization.clone %a : memref<3xi64> to memref<3xi64>
  %sel = arith.select %c, %a, %b : memref<3xi64>
  %own = bufferization.dealloc (%a, %b : memref<3xi64>, memref<3xi64>) if (%true, %true) retain (%sel : memref<3xi64>)
  scf.if %own {
    memref.dealloc %sel : memref<3xi64>
  }
  func.return
}

// CHECK: all clean
