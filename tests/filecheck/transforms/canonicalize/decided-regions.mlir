// Region ops whose control flow a constant decides become the region that
// runs: scf.index_switch (FoldConstantIndexSwitch), scf.while false on entry
// (FoldWhileFalseOnEntry), and xDSL's own folds of scf.if, scf.for with zero
// or one iteration, cf.cond_br and cf.switch, as MLIR 22 does.
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// CHECK-LABEL: func.func @switch_on_constant
// CHECK-NEXT:    %[[X:.*]] = arith.addi %a, %a : index
// CHECK-NEXT:    func.return %[[X]] : index
func.func @switch_on_constant(%a: index) -> index {
  %two = arith.constant 2 : index
  %r = scf.index_switch %two -> index
  case 1 {
    scf.yield %a : index
  }
  case 2 {
    %x = arith.addi %a, %a : index
    scf.yield %x : index
  }
  default {
    scf.yield %two : index
  }
  func.return %r : index
}

// No case matches: the default region runs.  With no cases at all, too.
// CHECK-LABEL: func.func @switch_to_default
// CHECK-NEXT:    %[[X:.*]] = arith.muli %a, %a : index
// CHECK-NEXT:    func.return %[[X]], %a : index, index
func.func @switch_to_default(%a: index) -> (index, index) {
  %seven = arith.constant 7 : index
  %r = scf.index_switch %seven -> index
  case 1 {
    scf.yield %a : index
  }
  default {
    %x = arith.muli %a, %a : index
    scf.yield %x : index
  }
  %s = scf.index_switch %a -> index
  default {
    scf.yield %a : index
  }
  func.return %r, %s : index, index
}

// The condition is false for the initial values: the before region runs
// once, its stores included, and its forwarded values are the results.
// (MLIR 22 keeps the loop.)
// CHECK-LABEL: func.func @while_false_on_entry
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    %[[V:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    memref.store %[[V]], %out[%[[C0]]]
// CHECK-NEXT:    %[[W:.*]] = memref.load %out[%[[C0]]]
// CHECK-NEXT:    func.return %[[C5]], %[[W]] : index, f32
func.func @while_false_on_entry(%out: memref<2xf32>) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %v = arith.constant 1.0 : f32
  %true = arith.constant true
  %r = scf.while (%n = %c5, %go = %true) : (index, i1) -> index {
    memref.store %v, %out[%c0] : memref<2xf32>
    %below = arith.cmpi slt, %n, %c3 : index
    %both = arith.andi %below, %go : i1
    scf.condition(%both) %n : index
  } do {
  ^bb0(%m: index):
    %next = arith.addi %m, %c1 : index
    scf.yield %next, %true : index, i1
  }
  %written = memref.load %out[%c0] : memref<2xf32>
  func.return %r, %written : index, f32
}

// True on entry, or not known: the loop stays.
// CHECK-LABEL: func.func @while_running
// CHECK-COUNT-2: scf.while
func.func @while_running(%k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.while (%n = %c0) : (index) -> index {
    %below = arith.cmpi slt, %n, %c2 : index
    scf.condition(%below) %n : index
  } do {
  ^bb0(%m: index):
    %next = arith.addi %m, %c1 : index
    scf.yield %next : index
  }
  %s = scf.while (%n = %c0) : (index) -> index {
    %below = arith.cmpi slt, %n, %k : index
    scf.condition(%below) %n : index
  } do {
  ^bb0(%m: index):
    %next = arith.addi %m, %c1 : index
    scf.yield %next : index
  }
  func.return %r, %s : index, index
}

// xDSL's folds: scf.if on a constant, scf.for with zero and one iteration,
// cf.cond_br and cf.switch on a constant.
// CHECK-LABEL: func.func @xdsl_folds
// CHECK-NOT:     scf.
// CHECK-NOT:     cf.
// CHECK:         func.return
func.func @xdsl_folds(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %one = arith.constant 1 : i32
  %x = scf.if %false -> index {
    scf.yield %c0 : index
  } else {
    scf.yield %a : index
  }
  %y = scf.for %i = %c0 to %c0 step %c1 iter_args(%it = %x) -> index {
    %n = arith.addi %it, %c1 : index
    scf.yield %n : index
  }
  %z = scf.for %i = %c0 to %c1 step %c1 iter_args(%it = %y) -> index {
    %n = arith.addi %it, %c1 : index
    scf.yield %n : index
  }
  cf.cond_br %false, ^never, ^switch
^never:
  func.return %c0 : index
^switch:
  cf.switch %one : i32, [
    default: ^never,
    1: ^done(%z : index)
  ]
^done(%r: index):
  func.return %r : index
}
