// Every form of scf.index_switch.  The CHECK lines are what mlir-opt-22
// prints (see mlir-reference.mlir): the first line ends in a space, case
// regions print their terminators, the default region leaves out a bare
// `scf.yield`.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | filecheck %s --check-prefix=SPACING --strict-whitespace
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @switches(%n: index, %m: memref<2xf32>, %f: f32) -> memref<2xf32> {
  %0 = scf.index_switch %n -> memref<2xf32>
  case 1 {
    scf.yield %m : memref<2xf32>
  }
  case -3 {
    scf.yield %m : memref<2xf32>
  }
  default {
    scf.yield %m : memref<2xf32>
  }
  %1:2 = scf.index_switch %n {tag} -> index, memref<2xf32>
  default {
    scf.yield %n, %m : index, memref<2xf32>
  }
  scf.index_switch %n
  case 2 {
    memref.store %f, %m[%n] : memref<2xf32>
    scf.yield
  }
  default {
  }
  scf.index_switch %n
  default {
    scf.yield {tag}
  }
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @switches(
// CHECK-SAME:      [[N:%[^:]+]]: index, [[M:%[^:]+]]: memref<2xf32>, [[F:%[^:]+]]: f32)
// CHECK-NEXT:    {{%[^ ]+}} = scf.index_switch [[N]] -> memref<2xf32>
// CHECK-NEXT:    case 1 {{{$}}
// CHECK-NEXT:      scf.yield [[M]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    case -3 {{{$}}
// CHECK-NEXT:      scf.yield [[M]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    default {{{$}}
// CHECK-NEXT:      scf.yield [[M]] : memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{.+}} = scf.index_switch [[N]] {tag} -> index, memref<2xf32>
// CHECK-NEXT:    default {{{$}}
// CHECK-NEXT:      scf.yield [[N]], [[M]] : index, memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.index_switch [[N]]
// CHECK-NEXT:    case 2 {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[N]]] : memref<2xf32>
// CHECK-NEXT:      scf.yield{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    default {{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.index_switch [[N]]
// CHECK-NEXT:    default {{{$}}
// CHECK-NEXT:      scf.yield {tag}{{$}}
// CHECK-NEXT:    }{{$}}

// SPACING-LABEL: func.func @switches(
// SPACING:       scf.index_switch {{%[^ ]+}} -> memref<2xf32> {{$}}
// SPACING:       scf.index_switch {{%[^ ]+}} {{$}}
