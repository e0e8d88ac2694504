// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline{private-function-dynamic-ownership=true} | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline{private-function-dynamic-ownership=true} | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// The deallocation pass gives every buffer a region-branch op forwards an
// ownership flag.  Where every edge forwards the same flag (or the same
// buffer), the pipeline's canonicalization replaces the op's result or
// region argument by it and drops what is left unused: no guard, no flag.

// Neither branch owns what it yields: nothing to free, and no flag.
// CHECK-LABEL: func.func @borrowed_either
// CHECK:         %v = scf.if %c -> (memref<4xf32>) {
// CHECK-NEXT:      scf.yield %a : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %b : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NOT:     dealloc
// CHECK:         func.return
// CLEAN: @borrowed_either: clean, 2 runs
func.func @borrowed_either(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %i = arith.constant 0 : index
  %v = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  %x = memref.load %v[%i] : memref<4xf32>
  return %x : f32
}

// Both branches own what they yield: the free needs no test.
// CHECK-LABEL: func.func @owned_either
// CHECK:         %v = scf.if %c -> (memref<4xf32>) {
// CHECK:         %x = memref.load %v
// CHECK-NEXT:    memref.dealloc %v : memref<4xf32>
// CHECK-NEXT:    func.return %x
// CLEAN: @owned_either: clean, 2 runs
func.func @owned_either(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %v = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %x = memref.load %v[%i] : memref<4xf32>
  return %x : f32
}

// The loop passes the argument it was given around unchanged: its
// iteration argument and result are that argument, and go with their flag.
// CHECK-LABEL: func.func @loop_reads_argument
// CHECK:         %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
// CHECK:           %x = memref.load %a[%c0]
// CHECK:           memref.dealloc %t : memref<4xf32>
// CHECK-NEXT:      scf.yield %sum : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %z = memref.load %a[%c0]
// CHECK-NOT:     dealloc
// CHECK:         func.return
// CLEAN: @loop_reads_argument: clean, 3 runs
func.func @loop_reads_argument(%a: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r, %s = scf.for %k = %c0 to %n step %c1 iter_args(%m = %a, %acc = %zero) -> (memref<4xf32>, f32) {
    %t = memref.alloc() : memref<4xf32>
    %x = memref.load %m[%c0] : memref<4xf32>
    memref.store %x, %t[%c0] : memref<4xf32>
    %y = memref.load %t[%c0] : memref<4xf32>
    %sum = arith.addf %acc, %y : f32
    scf.yield %m, %sum : memref<4xf32>, f32
  }
  %z = memref.load %r[%c0] : memref<4xf32>
  %out = arith.addf %s, %z : f32
  return %out : f32
}
