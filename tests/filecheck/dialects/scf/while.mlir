// Every form of scf.while: no operands, one result type (printed without
// parentheses), several, a function-typed result (printed with them),
// attributes (after `attributes`).  The CHECK lines are what mlir-opt-22
// prints (see mlir-reference.mlir).

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @while_loops(%c: i1, %n: index, %m: memref<2xf32>, %g: (index) -> index) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag}
  %0 = scf.while (%a = %n) : (index) -> index {
    scf.condition(%c) %a : index
  } do {
  ^bb0(%x: index):
    scf.yield %x : index
  }
  %1:2 = scf.while (%a = %n, %b = %m) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    scf.condition(%c) {tag} %a, %b : index, memref<2xf32>
  } do {
  ^bb0(%x: index, %y: memref<2xf32>):
    scf.yield %x, %y : index, memref<2xf32>
  }
  %2 = scf.while (%a = %n) : (index) -> ((index) -> index) {
    scf.condition(%c) %g : (index) -> index
  } do {
  ^bb0(%h: (index) -> index):
    scf.yield %n : index
  }
  return
}

// CHECK-LABEL: func.func @while_loops(
// CHECK-SAME:      [[C:%[^:]+]]: i1, [[N:%[^:]+]]: index, [[M:%[^:]+]]: memref<2xf32>, [[G:%[^:]+]]: (index) -> index)
// CHECK-NEXT:    scf.while : () -> () {{{$}}
// CHECK-NEXT:      scf.condition([[C]]){{$}}
// CHECK-NEXT:    } do {{{$}}
// CHECK-NEXT:      scf.yield{{$}}
// CHECK-NEXT:    } attributes {tag}{{$}}
// CHECK-NEXT:    {{%[^ ]+}} = scf.while ([[A:%[^ ]+]] = [[N]]) : (index) -> index {{{$}}
// CHECK-NEXT:      scf.condition([[C]]) [[A]] : index
// CHECK-NEXT:    } do {{{$}}
// CHECK-NEXT:    ^bb0([[X:%[^:]+]]: index):
// CHECK-NEXT:      scf.yield [[X]] : index
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{.+}} = scf.while ([[A:%[^ ]+]] = [[N]], [[B:%[^ ]+]] = [[M]]) : (index, memref<2xf32>) -> (index, memref<2xf32>) {{{$}}
// CHECK-NEXT:      scf.condition([[C]]) {tag} [[A]], [[B]] : index, memref<2xf32>
// CHECK-NEXT:    } do {{{$}}
// CHECK-NEXT:    ^bb0([[X:%[^:]+]]: index, [[Y:%[^:]+]]: memref<2xf32>):
// CHECK-NEXT:      scf.yield [[X]], [[Y]] : index, memref<2xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{%[^ ]+}} = scf.while ({{%[^ ]+}} = [[N]]) : (index) -> ((index) -> index) {{{$}}
// CHECK-NEXT:      scf.condition([[C]]) [[G]] : (index) -> index
// CHECK-NEXT:    } do {{{$}}
// CHECK-NEXT:    ^bb0({{%[^:]+}}: (index) -> index):
// CHECK-NEXT:      scf.yield [[N]] : index
// CHECK-NEXT:    }{{$}}
