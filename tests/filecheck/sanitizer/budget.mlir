// A cf cycle that never exits when %c is true: those runs are stopped by the
// step budget and reported; the runs with %c false still run and are clean.
// RUN: not xdsl-dealloc-check %s --max-steps 2000 | filecheck %s
// RUN: xdsl-dealloc-check %s --max-steps 2000 --function sum 2>&1 | filecheck %s --check-prefix=ONLY-FALSE
// RUN: not xdsl-dealloc-check %s --max-steps 0 2>&1 | filecheck %s --check-prefix=BAD

// CHECK:      @sum_unless: 1 finding(s), 6 runs
// CHECK-NEXT:   allocations=6 frees=3 peak_live_bytes=32 executed_ops=6052
// CHECK-NEXT:   {{.*}}budget.mlir:[[# @LINE + 10]]:3: budget-exceeded: the run exceeded its budget of 2000 executed ops (an endless loop?) and was stopped before this op [in 3 of 6 runs]
// CHECK-NEXT:     op: cf.cond_br %stay, ^body, ^exit(%acc : index)
// CHECK-NEXT:     inputs: %c = true, %n = 0
func.func @sum_unless(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %buffer = memref.alloc() : memref<4xindex>
  cf.br ^head(%c0, %c0 : index, index)
^head(%i: index, %acc: index):
  %more = arith.cmpi slt, %i, %n : index
  %stay = arith.ori %c, %more : i1
  cf.cond_br %stay, ^body, ^exit(%acc : index)
^body:
  %c1 = arith.constant 1 : index
  %sum = arith.addi %acc, %i : index
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %sum : index, index)
^exit(%result: index):
  memref.dealloc %buffer : memref<4xindex>
  return %result : index
}

// ONLY-FALSE:      @sum: clean, 3 runs
// ONLY-FALSE-NEXT:   executed_ops=
// ONLY-FALSE-NEXT: 1 function(s) checked, all clean
func.func private @sum(%n: index) -> index {
  %false = arith.constant false
  %r = func.call @sum_unless(%false, %n) : (i1, index) -> index
  return %r : index
}

// BAD: xdsl-dealloc-check: error: argument --max-steps: expected a positive integer, not '0'
