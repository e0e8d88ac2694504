// Every form of scf.execute_region.  The CHECK lines are what mlir-opt-22
// prints (see mlir-reference.mlir): one result type without parentheses,
// `no_inline`, and the terminators always, also without results (xDSL 0.74
// dropped them and could not read its own output back).

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @several_blocks(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield
  ^bb2:
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @several_blocks(
// CHECK-SAME:      [[C:%[^:]+]]: i1)
// CHECK-NEXT:    scf.execute_region {{{$}}
// CHECK-NEXT:      cf.cond_br [[C]], ^[[B1:.*]], ^[[B2:[^ ]*]]
// CHECK-NEXT:    ^[[B1]]:
// CHECK-NEXT:      scf.yield{{$}}
// CHECK-NEXT:    ^[[B2]]:
// CHECK-NEXT:      scf.yield{{$}}
// CHECK-NEXT:    }{{$}}

func.func @one_block(%m: memref<2xf32>, %i: index) -> (memref<2xf32>, index) {
  scf.execute_region {
    scf.yield
  } {tag}
  scf.execute_region no_inline {
    scf.yield
  }
  %0 = scf.execute_region -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  }
  %1:2 = scf.execute_region -> (memref<2xf32>, index) no_inline {
    scf.yield %0, %i : memref<2xf32>, index
  }
  return %1#0, %1#1 : memref<2xf32>, index
}

// CHECK-LABEL: func.func @one_block(
// CHECK-SAME:      [[M:%[^:]+]]: memref<2xf32>, [[I:%[^:]+]]: index)
// CHECK-NEXT:    scf.execute_region {{{$}}
// CHECK-NEXT:      scf.yield{{$}}
// CHECK-NEXT:    } {tag}{{$}}
// CHECK-NEXT:    scf.execute_region no_inline {{{$}}
// CHECK-NEXT:      scf.yield{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    [[R:%[^ ]+]] = scf.execute_region -> memref<2xf32> {{{$}}
// CHECK-NEXT:      scf.yield [[M]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{.+}} = scf.execute_region -> (memref<2xf32>, index) no_inline {{{$}}
// CHECK-NEXT:      scf.yield [[R]], [[I]] : memref<2xf32>, index
// CHECK-NEXT:    }{{$}}
