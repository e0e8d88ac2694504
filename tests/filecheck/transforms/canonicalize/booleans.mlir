// arith.select and i1 folds MLIR 22 has and xDSL 0.74 lacks
// (SimplifyBooleanBinary, SelectOfNegatedCondition,
// SelectOfSelectOnSameCondition; `select %c, %x, %x` and
// `select %c, true, false` are xDSL's own).
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

// CHECK-LABEL: func.func @contradictions
// CHECK-NEXT:    %[[AND:.*]] = arith.constant false
// CHECK-NEXT:    %[[OR:.*]] = arith.constant true
// CHECK-NEXT:    %[[XOR:.*]] = arith.constant false
// CHECK-NEXT:    func.return %[[AND]], %[[OR]], %[[XOR]] : i1, i1, i1
func.func @contradictions(%c: i1) -> (i1, i1, i1) {
  %true = arith.constant true
  %not_c = arith.xori %c, %true : i1
  %and = arith.andi %c, %not_c : i1
  %or = arith.ori %not_c, %c : i1
  %xor = arith.xori %c, %c : i1
  func.return %and, %or, %xor : i1, i1, i1
}

// CHECK-LABEL: func.func @selects
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[SWAPPED:.*]] = arith.select %c, %y, %x : index
// CHECK-NEXT:    %[[INNER:.*]] = arith.select %c, %x, %y : index
// CHECK-NEXT:    %[[NOT:.*]] = arith.xori %c, %[[TRUE]] : i1
// CHECK-NEXT:    func.return %[[SWAPPED]], %[[INNER]], %x, %c, %[[NOT]] : index, index, index, i1, i1
func.func @selects(%c: i1, %x: index, %y: index) -> (index, index, index, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %not_c = arith.xori %c, %true : i1
  %swapped = arith.select %not_c, %x, %y : index
  %first = arith.select %c, %x, %y : index
  %outer = arith.select %c, %first, %y : index
  %same = arith.select %c, %x, %x : index
  %identity = arith.select %c, %true, %false : i1
  %negation = arith.select %c, %false, %true : i1
  func.return %swapped, %outer, %same, %identity, %negation : index, index, index, i1, i1
}
