// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline{private-function-dynamic-ownership=true} | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline{private-function-dynamic-ownership=true} | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// Loops that replace their buffer: after the loop, the initial buffer and
// the result may be one buffer, but not where the result is owned, so each
// is freed on its own and no pointers are compared.  The result's
// ownership is only a formula once the deallocs in the loop body are
// simplified (before, it is the result of one of them): the simplification
// reads the loop's yield as it is by then.

// CHECK-LABEL: func.func @replace_by_select
// CHECK-NOT:     extract_aligned_pointer_as_index
// CHECK:         memref.dealloc %init
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      memref.dealloc %loop
// CHECK-NOT:     extract_aligned_pointer_as_index
// CHECK:         func.return
// CLEAN:         @replace_by_select: clean, 6 runs
// CLEAN-NEXT:    alias_comparisons=0
func.func @replace_by_select(%d: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> (memref<4xf32>) {
    %fresh = memref.alloc() : memref<4xf32>
    %pick = arith.select %d, %fresh, %it : memref<4xf32>
    scf.yield %pick : memref<4xf32>
  }
  %x = memref.load %loop[%c0] : memref<4xf32>
  %y = memref.load %init[%c0] : memref<4xf32>
  %sum = arith.addf %x, %y : f32
  func.return %sum : f32
}

// The same with an `scf.if` choosing between a fresh buffer and the loop's:
// in the loop, whether %it is %next is decided by the if's condition (no
// comparison either), and after it as above.
// CHECK-LABEL: func.func @replace_in_branch
// CHECK-NOT:     extract_aligned_pointer_as_index
// CHECK:         func.return
// CLEAN:         @replace_in_branch: clean, 6 runs
// CLEAN-NEXT:    alias_comparisons=0
func.func @replace_in_branch(%d: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> (memref<4xf32>) {
    %next = scf.if %d -> (memref<4xf32>) {
      %fresh = memref.alloc() : memref<4xf32>
      scf.yield %fresh : memref<4xf32>
    } else {
      scf.yield %it : memref<4xf32>
    }
    scf.yield %next : memref<4xf32>
  }
  %x = memref.load %loop[%c0] : memref<4xf32>
  %y = memref.load %init[%c0] : memref<4xf32>
  %sum = arith.addf %x, %y : f32
  func.return %sum : f32
}
// The if's second result is a select made in its then branch: that
// select's condition is not visible after the if, so no answer is built
// from it (the output would use %inner where it is not defined).  Both
// results are freed, through their base buffers (one may be a global),
// the second only where it is not the first.
// CHECK-LABEL: func.func @choice_inside_branch
// CHECK:         scf.yield %{{.*}}, %s, %{{.*}}, %inner
// CHECK-NOT:     %inner
// CHECK:         func.return
// CLEAN:         @choice_inside_branch: clean, 3 runs
memref.global "private" @g : memref<4xf32> = dense<0.000000e+00>
func.func @choice_inside_branch(%p: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c = arith.cmpi sge, %p, %c0 : index
  %r, %q = scf.if %c -> (memref<4xf32>, memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    %g = memref.get_global @g : memref<4xf32>
    %inner = arith.cmpi sge, %p, %c2 : index
    %s = arith.select %inner, %b, %g : memref<4xf32>
    scf.yield %g, %s : memref<4xf32>, memref<4xf32>
  } else {
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh, %fresh : memref<4xf32>, memref<4xf32>
  }
  %x = memref.load %r[%c0] : memref<4xf32>
  %y = memref.load %q[%c0] : memref<4xf32>
  %sum = arith.addf %x, %y : f32
  func.return %sum : f32
}
// CLEAN:         3 function(s) checked, all clean
