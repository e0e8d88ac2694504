// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | mlir-opt-22 > /dev/null
// RUN: not xdsl-dealloc-check %s | filecheck %s --check-prefix=INPUT
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-opt -p ownership-based-buffer-deallocation | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-opt -p "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}" | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// Hand-written programs that free a buffer on some paths only (one branch
// of an `scf.if`, one successor of a branch, one case of a switch, the last
// turn of a loop that may not run): the input leaks it on the others.  The
// pass erases those frees and frees the buffer on every path itself.  A
// buffer freed on every path stays the program's.
// tests/transforms/test_partial_frees.py runs every input and
// checks the values.

// INPUT: 5 function(s) checked, 4 with findings
// CLEAN: 5 function(s) checked, all clean

// %a is freed where %c holds; the pass frees it where it does not.
// CHECK-LABEL: func.func @if_frees_on_one_branch
// CHECK:         scf.if %c {
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %a
// CHECK-NEXT:    bufferization.dealloc (%[[BASE]] : memref<f32>) if (%true)
// CHECK-NEXT:    func.return
func.func @if_frees_on_one_branch(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  %x = memref.load %a[%zero] : memref<2xf32>
  scf.if %c {
    memref.dealloc %a : memref<2xf32>
  }
  return %x : f32
}

// Freed through a block argument on one successor of a branch.
// CHECK-LABEL: func.func @branch_frees_argument
// CHECK-NOT:     memref.dealloc
// CHECK:         cf.cond_br %c, ^{{.*}}(%a, %[[OWN:.*]] : memref<2xf32>, i1), ^{{.*}}
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%owned)
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[OWN]])
func.func @branch_frees_argument(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  cf.cond_br %c, ^free(%a : memref<2xf32>), ^keep
^free(%f: memref<2xf32>):
  %x = memref.load %f[%zero] : memref<2xf32>
  memref.dealloc %f : memref<2xf32>
  return %x : f32
^keep:
  memref.store %two, %a[%zero] : memref<2xf32>
  %y = memref.load %a[%zero] : memref<2xf32>
  return %y : f32
}

// Freed in one case of a switch.
// CHECK-LABEL: func.func @switch_frees_in_one_case
// CHECK:         case 1 {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%true)
func.func @switch_frees_in_one_case(%c: i1, %d: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %picked = arith.select %d, %c1, %c2 : index
  %i = arith.select %c, %picked, %zero : index
  %x = memref.load %a[%zero] : memref<2xf32>
  scf.index_switch %i
  case 1 {
    memref.dealloc %a : memref<2xf32>
    scf.yield
  }
  default {
  }
  return %x : f32
}

// Freed inside a loop, on its last turn: the loop may not run.
// CHECK-LABEL: func.func @loop_frees_on_last_turn
// CHECK:         scf.if %last {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %a
// CHECK-NEXT:    bufferization.dealloc (%[[BASE]] : memref<f32>) if (%true)
func.func @loop_frees_on_last_turn(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  %x = memref.load %a[%zero] : memref<2xf32>
  %n = arith.select %c, %c2, %zero : index
  scf.for %i = %zero to %n step %c1 {
    %last = arith.cmpi eq, %i, %c1 : index
    scf.if %last {
      memref.dealloc %a : memref<2xf32>
    }
  }
  return %x : f32
}

// Freed on every path: the program's, as it is.
// CHECK-LABEL: func.func @frees_on_both_branches
// CHECK:         scf.if %c {
// CHECK-NEXT:      memref.dealloc %a
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.dealloc %a
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @frees_on_both_branches(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  %x = memref.load %a[%zero] : memref<2xf32>
  scf.if %c {
    memref.dealloc %a : memref<2xf32>
  } else {
    memref.dealloc %a : memref<2xf32>
  }
  return %x : f32
}
