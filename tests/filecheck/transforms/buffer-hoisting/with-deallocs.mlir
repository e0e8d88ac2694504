// RUN: xdsl-opt %s -p buffer-hoisting | filecheck %s
// RUN: xdsl-opt %s -p buffer-hoisting | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// A buffer the input frees stays with its free (MLIR 22 hoists both
// allocations and frees only the one reaching the join).
// CHECK-LABEL: func.func @freed_at_join
// CHECK:       ^bb1:
// CHECK-NEXT:    %{{.*}} = memref.alloc() : memref<2xf32>
// CHECK:       ^bb2:
// CHECK-NEXT:    %{{.*}} = memref.alloc() : memref<2xf32>
// EXEC: @freed_at_join: clean, 2 runs
func.func @freed_at_join(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%b : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  memref.dealloc %x : memref<2xf32>
  func.return
}
