// RUN: xdsl-opt %s --split-input-file -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s

// Each chunk becomes a nested module; its functions are checked in it, and
// calls resolve within it (both chunks define @make).

// CHECK: @first: clean, 2 runs
func.func private @make() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}

func.func @first(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %m = func.call @make() : () -> memref<2xf32>
    scf.yield %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK: @second: clean, 1 run
// CHECK-NEXT: allocations=2 frees=1
func.func private @make() -> memref<4xi8> {
  %a = memref.alloc() : memref<4xi8>
  return %a : memref<4xi8>
}

func.func @second() -> memref<4xi8> {
  %x = func.call @make() : () -> memref<4xi8>
  %y = func.call @make() : () -> memref<4xi8>
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<4xi8>
  memref.store %v, %y[%c0] : memref<4xi8>
  return %y : memref<4xi8>
}

// CHECK: 2 function(s) checked, all clean
