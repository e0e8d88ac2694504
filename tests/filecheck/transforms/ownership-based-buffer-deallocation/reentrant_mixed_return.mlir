// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-opt -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// Hand-written programs that free a buffer %a themselves and return, on
// another path, a memref that is either %a or a buffer the caller owns (an
// argument, a global).  The program hands %a out: the pass must neither
// copy nor free it, and must copy the caller's buffer.  It tells the two
// apart at run time by comparing the returned pointer with the argument's
// or global's.  (Copying unconditionally, as before, leaked %a.)
// tests/transforms/test_program_frees.py runs every input and
// checks the values.

// CLEAN: 4 function(s) checked, all clean

// CHECK-LABEL: func.func @select_of_own_or_argument
// CHECK:         memref.dealloc %a
// CHECK:         %[[COPY:.*]] = bufferization.clone %arg
// CHECK:         func.return %[[COPY]]
// CHECK:         %r = arith.select %d, %a, %arg
// CHECK:         %[[RP:.*]] = memref.extract_aligned_pointer_as_index %{{.*}}
// CHECK:         %[[AP:.*]] = memref.extract_aligned_pointer_as_index %{{.*}}
// CHECK:         %[[SAME:.*]] = arith.cmpi eq, %[[RP]], %[[AP]]
// CHECK:         %[[OWN:.*]] = arith.xori %[[SAME]], %true
// CHECK:         %[[OUT:.*]] = scf.if %[[OWN]]
// CHECK-NEXT:      scf.yield %r
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[C:.*]] = bufferization.clone %r
// CHECK-NEXT:      scf.yield %[[C]]
// CHECK:         func.return %[[OUT]]
func.func @select_of_own_or_argument(%c: i1, %d: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %zero = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %two, %a[%zero] : memref<2xf32>
  cf.cond_br %c, ^freed, ^picked
^freed:
  memref.dealloc %a : memref<2xf32>
  return %arg : memref<2xf32>
^picked:
  %r = arith.select %d, %a, %arg : memref<2xf32>
  scf.if %d {
  } else {
    memref.dealloc %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// A private function: with private-function-dynamic-ownership, the
// comparison is the ownership it passes to its caller.
// CHECK-LABEL: func.func private @if_of_own_or_argument
// CHECK:         %r, %{{.*}} = scf.if %d
// CHECK:         arith.cmpi eq
// CHECK:         scf.if
// CHECK-NOT:     memref.dealloc %a
// CHECK:         func.return
func.func private @if_of_own_or_argument(%d: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %zero = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %two, %a[%zero] : memref<2xf32>
  %r = scf.if %d -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    memref.dealloc %a : memref<2xf32>
    scf.yield %arg : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @calls_if_of_own_or_argument(%d: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %b[%zero] : memref<2xf32>
  %m = func.call @if_of_own_or_argument(%d, %b) : (i1, memref<2xf32>) -> memref<2xf32>
  %v = memref.load %m[%zero] : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return %v : f32
}

// A global instead of an argument: compared through a new get_global.
// CHECK-LABEL: func.func @if_of_own_or_global
// CHECK:         scf.yield %g
// CHECK:         %[[G:.*]] = memref.get_global @g
// CHECK:         memref.extract_strided_metadata %[[G]]
// CHECK:         arith.cmpi eq
memref.global "private" constant @g : memref<2xf32> = dense<[5.0, 6.0]>
func.func @if_of_own_or_global(%d: i1) -> memref<2xf32> {
  %zero = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %two, %a[%zero] : memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  %r = scf.if %d -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    memref.dealloc %a : memref<2xf32>
    scf.yield %g : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// Only the program's buffers: returned as they are.  With
// private-function-dynamic-ownership the caller owns what the program
// hands out (with ownership `false` it would leak it).
// CHECK-LABEL: func.func private @one_of_own_two
// CHECK-NOT:     bufferization.clone
// CHECK:         func.return %a
// CHECK-NOT:     bufferization.clone
// CHECK:         func.return %b
func.func private @one_of_own_two(%c: i1) -> memref<2xf32> {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  memref.store %two, %b[%zero] : memref<2xf32>
  cf.cond_br %c, ^keep_a, ^keep_b
^keep_a:
  memref.dealloc %b : memref<2xf32>
  return %a : memref<2xf32>
^keep_b:
  memref.dealloc %a : memref<2xf32>
  return %b : memref<2xf32>
}

func.func @calls_one_of_own_two(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %m = func.call @one_of_own_two(%c) : (i1) -> memref<2xf32>
  %v = memref.load %m[%zero] : memref<2xf32>
  return %v : f32
}
