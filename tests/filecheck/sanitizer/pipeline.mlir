// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s

// The deallocation pipeline's output frees every buffer exactly once, for
// every input.

// CHECK: @select_and_branch: clean, 4 runs
func.func @select_and_branch(%m: memref<?xi8>, %select: i1, %branch: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %chosen = arith.select %select, %alloc, %alloca : memref<?xi8>
  cf.cond_br %branch, ^bb1(%alloc : memref<?xi8>), ^bb1(%m : memref<?xi8>)
^bb1(%arg: memref<?xi8>):
  memref.copy %arg, %chosen : memref<?xi8> to memref<?xi8>
  return
}

// CHECK: @loop_carried: clean, 3 runs
func.func @loop_carried(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %init) -> (memref<2xf32>) {
    %next = memref.alloc() : memref<2xf32>
    memref.copy %buf, %next : memref<2xf32> to memref<2xf32>
    scf.yield %next : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK: @returns_argument_or_fresh: clean, 2 runs
func.func @returns_argument_or_fresh(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %m : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK: 3 function(s) checked, all clean
