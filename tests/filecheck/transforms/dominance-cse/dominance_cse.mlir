// RUN: xdsl-opt %s -p dominance-cse | filecheck %s

// Every op here is used, so that MLIR's CSE, which also removes dead ops,
// gives the same result (mlir-reference.mlir).

// A duplicate in a dominated block is replaced; the existing op keeps its name.
// CHECK-LABEL: func.func @dominated
// CHECK-NEXT:    %sum = arith.addi %x, %y : i32
// CHECK-NEXT:    cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %sum, %sum : i32
// CHECK-NEXT:    func.return %[[MUL]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    func.return %sum : i32
func.func @dominated(%c: i1, %x: i32, %y: i32) -> i32 {
  %sum = arith.addi %x, %y : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %again = arith.addi %x, %y : i32
  %mul = arith.muli %again, %sum : i32
  func.return %mul : i32
^bb2:
  %more = arith.addi %x, %y : i32
  func.return %more : i32
}

// Neither branch of a diamond dominates the other, so both copies stay; the
// join block's copy of a value from one branch stays too, its copy of a value
// from the entry block goes.
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[X1:.*]] = arith.addi %x, %[[C1]] : i32
// CHECK-NEXT:    cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[LEFT:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    cf.br ^bb3(%[[LEFT]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[RIGHT:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    cf.br ^bb3(%[[RIGHT]] : i32)
// CHECK-NEXT:  ^bb3(%[[ARG:.*]]: i32):
// CHECK-NEXT:    %[[JOIN:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[ARG]], %[[X1]] : i32
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[JOIN]], %[[A]] : i32
// CHECK-NEXT:    func.return %[[B]], %[[X1]] : i32, i32
func.func @diamond(%c: i1, %x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %x1 = arith.addi %x, %one : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %left = arith.addi %x, %x : i32
  cf.br ^bb3(%left : i32)
^bb2:
  %right = arith.addi %x, %x : i32
  cf.br ^bb3(%right : i32)
^bb3(%arg: i32):
  %join = arith.addi %x, %x : i32
  %one_again = arith.constant 1 : i32
  %x1_again = arith.addi %x, %one_again : i32
  %a = arith.addi %arg, %x1_again : i32
  %b = arith.addi %join, %a : i32
  func.return %b, %x1 : i32, i32
}

// An unstructured loop: the body block reuses the entry block's values.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[X2:.*]] = arith.muli %x, %x : index
// CHECK-NEXT:    %[[START:.*]] = arith.addi %[[C0]], %[[C1]] : index
// CHECK-NEXT:    cf.br ^bb1(%[[START]], %[[X2]] : index, index)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: index, %[[ACC:.*]]: index):
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi ult, %[[I]], %n : index
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[ACC]], %[[X2]] : index
// CHECK-NEXT:    %[[J:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT:    cf.br ^bb1(%[[J]], %[[NEXT]] : index, index)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    func.return %[[ACC]] : index
func.func @loop(%x: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x2 = arith.muli %x, %x : index
  %start = arith.addi %c0, %c1 : index
  cf.br ^bb1(%start, %x2 : index, index)
^bb1(%i: index, %acc: index):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %x2_again = arith.muli %x, %x : index
  %next = arith.addi %acc, %x2_again : index
  %one = arith.constant 1 : index
  %j = arith.addi %i, %one : index
  cf.br ^bb1(%j, %next : index, index)
^bb3:
  func.return %acc : index
}

// A nested region sees the ops above it; the two regions of an `scf.if` do
// not see each other, and the ops after it do not see the ones inside.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %c -> (i32) {
// CHECK-NEXT:      %[[THEN:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT:      scf.yield %[[THEN]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[ELSE:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT:      scf.yield %[[ELSE]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[AFTER:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT:    %[[OUT:.*]] = arith.addi %[[R]], %[[AFTER]] : i32
// CHECK-NEXT:    func.return %[[OUT]] : i32
func.func @nested(%c: i1, %x: i32) -> i32 {
  %sum = arith.addi %x, %x : i32
  %r = scf.if %c -> (i32) {
    %inner = arith.addi %x, %x : i32
    %then = arith.muli %inner, %inner : i32
    scf.yield %then : i32
  } else {
    %else = arith.muli %sum, %sum : i32
    scf.yield %else : i32
  }
  %after = arith.muli %sum, %sum : i32
  %out = arith.addi %r, %after : i32
  func.return %out : i32
}

// A function body starts empty: the constants of @nested are not reused.
// CHECK-LABEL: func.func @isolated
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    func.return %[[C]] : i32
func.func @isolated() -> i32 {
  %seven = arith.constant 7 : i32
  func.return %seven : i32
}

// CHECK-LABEL: func.func @isolated_too
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    func.return %[[C]] : i32
func.func @isolated_too() -> i32 {
  %seven = arith.constant 7 : i32
  func.return %seven : i32
}

// Allocations are never merged.  A load is merged with an earlier one of
// its block when nothing may write in between: not across a store, nor
// across an op whose region stores, nor from a dominating block.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[L1:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    %[[S1:.*]] = arith.addf %[[L1]], %[[L1]] : f32
// CHECK-NEXT:    memref.store %[[S1]], %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    %[[L3:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    scf.if %c {
// CHECK-NEXT:      memref.store %[[L3]], %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L4:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    %[[S2:.*]] = arith.addf %[[L3]], %[[L4]] : f32
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[L5:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    %[[S3:.*]] = arith.addf %[[S2]], %[[L5]] : f32
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[S3]] : memref<2xf32>, memref<2xf32>, f32
func.func @effects(%c: i1, %m: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %l1 = memref.load %m[%c0] : memref<2xf32>
  %l2 = memref.load %m[%c0] : memref<2xf32>
  %s1 = arith.addf %l1, %l2 : f32
  memref.store %s1, %m[%c0] : memref<2xf32>
  %l3 = memref.load %m[%c0] : memref<2xf32>
  scf.if %c {
    memref.store %l3, %m[%c0] : memref<2xf32>
  }
  %l4 = memref.load %m[%c0] : memref<2xf32>
  %s2 = arith.addf %l3, %l4 : f32
  cf.br ^bb1
^bb1:
  %l5 = memref.load %m[%c0] : memref<2xf32>
  %s3 = arith.addf %s2, %l5 : f32
  func.return %a, %b, %s3 : memref<2xf32>, memref<2xf32>, f32
}

// An op with regions is never merged, even with an identical one; an op
// whose region only reads does not end a load's range.
// CHECK-LABEL: func.func @regions
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[L1:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:    %[[R1:.*]] = scf.if %c -> (f32) {
// CHECK-NEXT:      %[[IN:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:      scf.yield %[[IN]] : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[L1]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R2:.*]] = scf.if %c -> (f32) {
// CHECK-NEXT:      %[[IN2:.*]] = memref.load %m[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:      scf.yield %[[IN2]] : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[L1]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[S1:.*]] = arith.addf %[[R1]], %[[R2]] : f32
// CHECK-NEXT:    %[[S2:.*]] = arith.addf %[[S1]], %[[L1]] : f32
// CHECK-NEXT:    func.return %[[S2]] : f32
func.func @regions(%c: i1, %m: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %l1 = memref.load %m[%c0] : memref<2xf32>
  %r1 = scf.if %c -> (f32) {
    %in = memref.load %m[%c0] : memref<2xf32>
    scf.yield %in : f32
  } else {
    scf.yield %l1 : f32
  }
  %r2 = scf.if %c -> (f32) {
    %in = memref.load %m[%c0] : memref<2xf32>
    scf.yield %in : f32
  } else {
    scf.yield %l1 : f32
  }
  %l2 = memref.load %m[%c0] : memref<2xf32>
  %s1 = arith.addf %r1, %r2 : f32
  %s2 = arith.addf %s1, %l2 : f32
  func.return %s2 : f32
}

// Equivalence is exact: constants differing only by type, or floats only by
// the sign of zero, or comparisons only by predicate, stay apart.  (The
// first two of each pair share the hashed part of their key.)
// CHECK-LABEL: func.func @equivalence
// CHECK-NEXT:    %[[I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpi slt, %x, %y : i32
// CHECK-NEXT:    %[[GT:.*]] = arith.cmpi sgt, %x, %y : i32
// CHECK-NEXT:    func.return %[[I32]], %[[I64]], %[[I64]], %[[PZ]], %[[NZ]], %[[LT]], %[[GT]], %[[GT]]
func.func @equivalence(%x: i32, %y: i32) -> (i32, i64, i64, f32, f32, i1, i1, i1) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i64
  %c = arith.constant 1 : i64
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %lt = arith.cmpi slt, %x, %y : i32
  %gt = arith.cmpi sgt, %x, %y : i32
  %gt2 = arith.cmpi sgt, %x, %y : i32
  func.return %a, %b, %c, %pz, %nz, %lt, %gt, %gt2 : i32, i64, i64, f32, f32, i1, i1, i1
}

// A commutative op's operands may come in any order, as in MLIR; other ops'
// may not.
// CHECK-LABEL: func.func @commutative
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %x, %y : i32
// CHECK-NEXT:    %[[SUB:.*]] = arith.subi %x, %y : i32
// CHECK-NEXT:    %[[SUB2:.*]] = arith.subi %y, %x : i32
// CHECK-NEXT:    func.return %[[ADD]], %[[ADD]], %[[SUB]], %[[SUB2]] : i32, i32, i32, i32
func.func @commutative(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.addi %y, %x : i32
  %c = arith.subi %x, %y : i32
  %d = arith.subi %y, %x : i32
  func.return %a, %b, %c, %d : i32, i32, i32, i32
}

// A block unreachable from the entry is left alone: dominance says nothing
// about it.  The reachable duplicate is still replaced.
// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT:    %[[A:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    cf.br ^bb2(%[[A]] : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[B:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    %[[D:.*]] = arith.addi %x, %x : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[B]], %[[D]] : i32
// CHECK-NEXT:    cf.br ^bb2(%[[S]] : i32)
// CHECK-NEXT:  ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:    %[[E:.*]] = arith.addi %[[A]], %[[R]] : i32
// CHECK-NEXT:    func.return %[[E]] : i32
func.func @unreachable(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.br ^bb2(%a : i32)
^bb1:
  %b = arith.addi %x, %x : i32
  %d = arith.addi %x, %x : i32
  %s = arith.addi %b, %d : i32
  cf.br ^bb2(%s : i32)
^bb2(%r: i32):
  %again = arith.addi %x, %x : i32
  %e = arith.addi %again, %r : i32
  func.return %e : i32
}
