// RUN: xdsl-opt %s -p buffer-loop-hoisting | filecheck %s
// RUN: xdsl-opt %s -p buffer-loop-hoisting | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// A buffer freed in the loop stays in the loop with its free (MLIR 22
// hoists the allocation and frees it once per iteration, see
// mlir-reference.mlir).
// CHECK-LABEL: func.func @freed_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      %a = memref.alloc() : memref<2xf32>
// EXEC: @freed_in_loop: clean, 3 runs
func.func @freed_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<2xf32>
    memref.store %f, %a[%c0] : memref<2xf32>
    memref.dealloc %a : memref<2xf32>
  }
  func.return
}
