// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s | mlir-opt-22 > /dev/null

// A result-less scf.execute_region keeps its terminators when printed, as
// MLIR prints it (xDSL 0.74 drops them and cannot read its own output back;
// see printing_fixes.py).
func.func @several_blocks(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield
  ^bb2:
    scf.yield
  }
  func.return
}
// CHECK-LABEL: func.func @several_blocks
// CHECK:         scf.execute_region {
// CHECK-NEXT:      cf.cond_br %c, ^[[B1:.*]], ^[[B2:.*]]
// CHECK-NEXT:    ^[[B1]]:
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    ^[[B2]]:
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }

func.func @one_block() {
  scf.execute_region {
    scf.yield
  }
  func.return
}
// CHECK-LABEL: func.func @one_block
// CHECK:         scf.execute_region {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
