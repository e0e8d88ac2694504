// RUN: xdsl-opt %s -p drop-equivalent-buffer-results | filecheck %s
// RUN: xdsl-opt %s -p drop-equivalent-buffer-results,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// @bump is also used by a func.constant, whose type must stay the
// function's: ours leaves its signature alone, and so its direct call.
// CHECK-LABEL: func.func private @bump(%buf: memref<2xf32>) -> memref<2xf32> {
// CHECK-LABEL: func.func @bump_both_ways
// CHECK:         %direct = func.call @bump(%a) : (memref<2xf32>) -> memref<2xf32>
// EXEC: @bump_both_ways: clean, 2 runs
func.func private @bump(%buf: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %x = memref.load %buf[%c0] : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  memref.store %y, %buf[%c0] : memref<2xf32>
  return %buf : memref<2xf32>
}
func.func @bump_both_ways(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%a : memref<2xf32>)
  %direct = call @bump(%a) : (memref<2xf32>) -> memref<2xf32>
  %f = func.constant @bump : (memref<2xf32>) -> memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %indirect = func.call_indirect %f(%direct) : (memref<2xf32>) -> memref<2xf32>
    scf.yield %indirect : memref<2xf32>
  } else {
    scf.yield %direct : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
