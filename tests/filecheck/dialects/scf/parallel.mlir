// scf.parallel (no custom form in xDSL 0.74) with scf.reduce, with and
// without `init` and reduction regions.  The CHECK lines are what
// mlir-opt-22 prints (see mlir-reference.mlir), including the space after a
// region-less `scf.reduce`, which the parser adds when it is left out.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | filecheck %s --check-prefix=SPACING --strict-whitespace
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @loops(%n: index, %k: i32, %m: memref<2x2xf32>, %f: f32) -> (index, i32) {
  scf.parallel (%i, %j) = (%n, %n) to (%n, %n) step (%n, %n) {
    memref.store %f, %m[%i, %j] : memref<2x2xf32>
  }
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    scf.reduce
  } {tag}
  %0 = scf.parallel (%i) = (%n) to (%n) step (%n) init (%n) -> index {
    scf.reduce(%i : index) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }
  }
  %1:2 = scf.parallel (%i) = (%n) to (%n) step (%n) init (%0, %k) -> (index, i32) {
    scf.reduce(%i, %k : index, i32) {
    ^bb0(%l: index, %r: index):
      scf.reduce.return %l : index
    }, {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %r : i32
    } {tag}
  }
  return %1#0, %1#1 : index, i32
}

// CHECK-LABEL: func.func @loops(
// CHECK-SAME:      [[N:%[^:]+]]: index, [[K:%[^:]+]]: i32, [[M:%[^:]+]]: memref<2x2xf32>, [[F:%[^:]+]]: f32)
// CHECK-NEXT:    scf.parallel ([[I:%[^ ]+]], [[J:%[^ ]+]]) = ([[N]], [[N]]) to ([[N]], [[N]]) step ([[N]], [[N]]) {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]], [[J]]] : memref<2x2xf32>
// CHECK-NEXT:      scf.reduce{{ ?$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.parallel ({{%[^ ]+}}) = ([[N]]) to ([[N]]) step ([[N]]) {{{$}}
// CHECK-NEXT:      scf.reduce{{ ?$}}
// CHECK-NEXT:    } {tag}{{$}}
// CHECK-NEXT:    [[R:%[^ ]+]] = scf.parallel ([[I:%[^ ]+]]) = ([[N]]) to ([[N]]) step ([[N]]) init ([[N]]) -> index {{{$}}
// CHECK-NEXT:      scf.reduce([[I]] : index) {{{$}}
// CHECK-NEXT:      ^bb0([[L:%[^:]+]]: index, [[RR:%[^:]+]]: index):
// CHECK-NEXT:        [[S:%[^ ]+]] = arith.addi [[L]], [[RR]] : index
// CHECK-NEXT:        scf.reduce.return [[S]] : index
// CHECK-NEXT:      }{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{.+}} = scf.parallel ([[I:%[^ ]+]]) = ([[N]]) to ([[N]]) step ([[N]]) init ([[R]], [[K]]) -> (index, i32) {{{$}}
// CHECK-NEXT:      scf.reduce([[I]], [[K]] : index, i32) {{{$}}
// CHECK-NEXT:      ^bb0([[L:%[^:]+]]: index, {{%[^:]+}}: index):
// CHECK-NEXT:        scf.reduce.return [[L]] : index
// CHECK-NEXT:      }, {{{$}}
// CHECK-NEXT:      ^bb0({{%[^:]+}}: i32, [[RR:%[^:]+]]: i32):
// CHECK-NEXT:        scf.reduce.return [[RR]] : i32
// CHECK-NEXT:      } {tag}{{$}}
// CHECK-NEXT:    }{{$}}

// SPACING-LABEL: func.func @loops(
// SPACING:       memref.store
// SPACING-NEXT:  {{^}}      scf.reduce {{$}}
