// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=BEFORE

// Unranked memrefs viewing no ranked memref of the function (call results,
// block and function arguments) are freed as MLIR 22 frees them: reinterpreted
// as a rank-0 memref, whose base buffer `memref.extract_strided_metadata`
// names.  tests/transforms/test_ownership_based_buffer_deallocation_unranked.py checks the values
// the public functions compute after the pipeline.

// CLEAN: @read_after_call: clean
// CLEAN: @read_either: clean
// CLEAN: @read_argument_or_fresh: clean
// CLEAN: 3 function(s) checked, all clean
// BEFORE: 3 function(s) checked, 3 with findings

// A fresh buffer holding %v at [0], returned unranked.
func.func private @filled(%v: f32) -> memref<*xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func private @first(%u: memref<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}

// An unranked call result returned as it is: owned, so not copied, and
// retained by the dealloc of its own base buffer.
// CHECK-LABEL: func.func private @passed_on
// CHECK:         %u = func.call @filled(%v) : (f32) -> memref<*xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.reinterpret_cast %u to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:    %base_buffer, %{{.*}} = memref.extract_strided_metadata %[[CAST]] : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:    %{{.*}} = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%u : memref<*xf32>)
// CHECK-NEXT:    func.return %u : memref<*xf32>
func.func private @passed_on(%v: f32) -> memref<*xf32> {
  %u = func.call @filled(%v) : (f32) -> memref<*xf32>
  return %u : memref<*xf32>
}

// The caller frees the unranked result after its last use.
// CHECK-LABEL: func.func @read_after_call
// CHECK:         %x = func.call @first(%u)
// CHECK-NEXT:    %[[CAST:.*]] = memref.reinterpret_cast %u to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:    %base_buffer, %{{.*}} = memref.extract_strided_metadata %[[CAST]]
// CHECK-NEXT:    bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:    func.return %x : f32
func.func @read_after_call() -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %u = func.call @passed_on(%one) : (f32) -> memref<*xf32>
  %x = func.call @first(%u) : (memref<*xf32>) -> f32
  return %x : f32
}

// Unranked block arguments: each branch frees the buffer it does not pass
// and hands on ownership of the one it does; the block argument is named
// through its own reinterpretation.
// CHECK-LABEL: func.func private @either
// CHECK:         memref.reinterpret_cast %a to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK:         memref.reinterpret_cast %b to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK:         cf.cond_br %c, ^bb1(%a, %{{.*}} : memref<*xf32>, i1), ^bb1(%b, %{{.*}} : memref<*xf32>, i1)
// CHECK:       ^bb1(%x: memref<*xf32>, %owned: i1):
// CHECK:         memref.reinterpret_cast %x to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK:         func.return
func.func private @either(%c: i1) -> memref<*xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %a = func.call @filled(%one) : (f32) -> memref<*xf32>
  %b = func.call @filled(%two) : (f32) -> memref<*xf32>
  cf.cond_br %c, ^bb1(%a : memref<*xf32>), ^bb1(%b : memref<*xf32>)
^bb1(%x: memref<*xf32>):
  return %x : memref<*xf32>
}

func.func @read_either(%c: i1) -> f32 {
  %u = func.call @either(%c) : (i1) -> memref<*xf32>
  %x = func.call @first(%u) : (memref<*xf32>) -> f32
  return %x : f32
}

// An unranked argument (not owned) or a fresh buffer: the result is copied
// when it is the argument, and the fresh buffer freed when not returned.
// CHECK-LABEL: func.func private @argument_or_fresh
// CHECK:         bufferization.clone %r : memref<*xf32> to memref<*xf32>
// CHECK:         memref.reinterpret_cast %f to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
func.func private @argument_or_fresh(%c: i1, %arg: memref<*xf32>) -> memref<*xf32> {
  %three = arith.constant 3.000000e+00 : f32
  %f = func.call @filled(%three) : (f32) -> memref<*xf32>
  %r = arith.select %c, %arg, %f : memref<*xf32>
  return %r : memref<*xf32>
}

func.func @read_argument_or_fresh(%c: i1) -> f32 {
  %four = arith.constant 4.000000e+00 : f32
  %mine = func.call @filled(%four) : (f32) -> memref<*xf32>
  %u = func.call @argument_or_fresh(%c, %mine) : (i1, memref<*xf32>) -> memref<*xf32>
  %x = func.call @first(%u) : (memref<*xf32>) -> f32
  return %x : f32
}
