// RUN: xdsl-opt %s -p test-print-liveness -o /dev/null 2>&1 | filecheck %s

// Values are named as MLIR's test pass names them: `argI@B` is argument I of
// block B (blocks numbered in pre-order), `val_N` the N-th value defined.

func.func @loop(%n: index, %buf: memref<4xindex>) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  cf.br ^bb1(%zero : index)
^bb1(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %small = arith.cmpi slt, %i, %one : index
  scf.if %small {
    memref.store %i, %buf[%one] : memref<4xindex>
  }
  %next = arith.addi %i, %one : index
  cf.br ^bb1(%next : index)
^bb3:
  return
}

// CHECK-LABEL: Testing : loop
// CHECK-NEXT:  // ---- Liveness -----
// CHECK-NEXT:  // - Block: 0
// CHECK-NEXT:  // --- LiveIn: {{$}}
// CHECK-NEXT:  // --- LiveOut: arg0@0 arg1@0 val_3 {{$}}

// The back edge keeps %n, %buf and %one live through the loop header; %i is
// used under the scf.if, so it is live into its block and into the loop body.
// CHECK:       // - Block: 1
// CHECK-NEXT:  // --- LiveIn: arg0@0 arg1@0 val_3 {{$}}
// CHECK-NEXT:  // --- LiveOut: arg0@0 arg1@0 val_3 arg0@1 {{$}}
// CHECK:       // - Block: 2
// CHECK-NEXT:  // --- LiveIn: arg0@0 arg1@0 val_3 arg0@1 {{$}}
// CHECK-NEXT:  // --- LiveOut: arg0@0 arg1@0 val_3 {{$}}
// CHECK:       // --- BeginCurrentlyLive
// CHECK-NEXT:  //     %small = arith.cmpi slt, %i, %one : index [arg0@0 arg1@0 val_3 arg0@1 val_6 {{.}}]
// CHECK-NEXT:  //     scf.if %small {
// CHECK:       } [arg0@0 arg1@0 val_3 arg0@1 val_6 {{.}}]
// CHECK-NEXT:  //     %next = arith.addi %i, %one : index [arg0@0 arg1@0 val_3 arg0@1 val_7 {{.}}]
// CHECK-NEXT:  //     cf.br ^bb1(%next : index) [arg0@0 arg1@0 val_3 val_7 {{.}}]
// CHECK-NEXT:  // --- EndCurrentlyLive

// The then-block of the scf.if is block 3, numbered before ^bb3.
// CHECK-NEXT:  // - Block: 3
// CHECK-NEXT:  // --- LiveIn: arg1@0 val_3 arg0@1 {{$}}
// CHECK-NEXT:  // --- LiveOut: {{$}}
// CHECK:       // - Block: 4
// CHECK-NEXT:  // --- LiveIn: {{$}}
// CHECK-NEXT:  // --- LiveOut: {{$}}
// CHECK:       // -------------------

func.func private @declaration(index)

// CHECK-LABEL: Testing : declaration
// CHECK-NEXT:  // ---- Liveness -----
// CHECK-NEXT:  // -------------------

func.func @intervals(%a: index) -> index {
  %unused = arith.addi %a, %a : index
  %sum = arith.muli %a, %a : index
  %r:2 = scf.for %iv = %a to %sum step %a iter_args(%x = %a, %y = %sum) -> (index, index) {
    scf.yield %y, %x : index, index
  }
  return %r#1 : index
}

// An unused value lives only at its definition; a value lives from its
// definition to its last use, the op whose region uses it included.
// CHECK-LABEL: Testing : intervals
// CHECK:       // --- BeginLivenessIntervals
// CHECK-NEXT:  // val_1 :
// CHECK-NEXT:  //     %unused = arith.addi %a, %a : index
// CHECK-NEXT:  // val_2 :
// CHECK-NEXT:  //     %sum = arith.muli %a, %a : index
// CHECK-NEXT:  //     %r, %r_1 = scf.for
// CHECK:       // val_3 :
// CHECK-NEXT:  //     %r, %r_1 = scf.for
// CHECK:       // val_4 :
// CHECK-NEXT:  //     %r, %r_1 = scf.for
// CHECK:       //     func.return %r_1 : index
// CHECK-NEXT:  // --- EndLivenessIntervals
