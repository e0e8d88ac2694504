// Every form of the cf ops: cf.br, cf.cond_br (with branch weights, which
// xDSL 0.74 did not have), cf.switch (cases indented under the op, a
// default-only switch closed on its line, case values zero-extended as MLIR
// prints them), cf.assert.  The CHECK lines are what mlir-opt-22 prints
// (see mlir-reference.mlir); MLIR also prints `// pred:` comments after
// block labels, which xDSL does not.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @branches(%c: i1, %a: i32, %m: memref<2xf32>) {
  cf.assert %c, "a \"quoted\" message"
  cf.assert %c, "tagged" {tag}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2 {tag}
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb3, ^bb4(%a, %m : i32, memref<2xf32>) {tag}
^bb3:
  cf.cond_br %c, ^bb4(%a, %m : i32, memref<2xf32>), ^bb5 {branch_weights = array<i32: 0, 1>}
^bb4(%y: i32, %n: memref<2xf32>):
  cf.br ^bb5
^bb5:
  return
}

// CHECK-LABEL: func.func @branches(
// CHECK-SAME:      [[C:%[^:]+]]: i1, [[A:%[^:]+]]: i32, [[M:%[^:]+]]: memref<2xf32>)
// CHECK-NEXT:    cf.assert [[C]], "a \22quoted\22 message"{{$}}
// CHECK-NEXT:    cf.assert [[C]], "tagged" {tag}{{$}}
// CHECK-NEXT:    cf.cond_br [[C]], ^bb1([[A]] : i32), ^bb2{{$}}
// CHECK-NEXT:  ^bb1({{%[^:]+}}: i32):
// CHECK-NEXT:    cf.br ^bb2 {tag}{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.cond_br [[C]] weights([3, 5]), ^bb3, ^bb4([[A]], [[M]] : i32, memref<2xf32>) {tag}{{$}}
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    cf.cond_br [[C]] weights([0, 1]), ^bb4([[A]], [[M]] : i32, memref<2xf32>), ^bb5{{$}}
// CHECK-NEXT:  ^bb4({{%[^:]+}}: i32, {{%[^:]+}}: memref<2xf32>):
// CHECK-NEXT:    cf.br ^bb5{{$}}
// CHECK-NEXT:  ^bb5:

func.func @switches(%a: i32, %b: i8, %m: memref<2xf32>) {
  cf.switch %a : i32, [
    default: ^bb1,
    -1: ^bb1,
    42: ^bb2(%a, %m : i32, memref<2xf32>)
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  cf.switch %b : i8, [
    default: ^bb2(%a, %m : i32, memref<2xf32>),
    255: ^bb1,
    7: ^bb3
  ]
^bb2(%y: i32, %n: memref<2xf32>):
  cf.switch %a : i32, [
    default: ^bb3
  ]
^bb3:
  return
}

// CHECK-LABEL: func.func @switches(
// CHECK-SAME:      [[A:%[^:]+]]: i32, [[B:%[^:]+]]: i8, [[M:%[^:]+]]: memref<2xf32>)
// CHECK-NEXT:    cf.switch [[A]] : i32, [{{$}}
// CHECK-NEXT:      default: ^bb1,{{$}}
// CHECK-NEXT:      4294967295: ^bb1,{{$}}
// CHECK-NEXT:      42: ^bb2([[A]], [[M]] : i32, memref<2xf32>){{$}}
// CHECK-NEXT:    ] {branch_weights = array<i32: 1, 2, 3>}{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.switch [[B]] : i8, [{{$}}
// CHECK-NEXT:      default: ^bb2([[A]], [[M]] : i32, memref<2xf32>),{{$}}
// CHECK-NEXT:      255: ^bb1,{{$}}
// CHECK-NEXT:      7: ^bb3{{$}}
// CHECK-NEXT:    ]{{$}}
// CHECK-NEXT:  ^bb2({{%[^:]+}}: i32, {{%[^:]+}}: memref<2xf32>):
// CHECK-NEXT:    cf.switch [[A]] : i32, [{{$}}
// CHECK-NEXT:      default: ^bb3]{{$}}
// CHECK-NEXT:  ^bb3:
