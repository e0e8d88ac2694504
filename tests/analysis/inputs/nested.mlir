// Values used inside nested regions count as used by the enclosing op.
func.func @for_in_block(%flag: i1, %lb: index, %ub: index, %buf: memref<8xindex>) {
  %c1 = arith.constant 1 : index
  %outer = arith.addi %lb, %c1 : index
  cf.br ^work
^work:
  scf.for %iv = %lb to %ub step %c1 {
    scf.if %flag {
      memref.store %outer, %buf[%iv] : memref<8xindex>
    }
  }
  return
}

func.func @if_results(%flag: i1, %a: index, %b: index) -> index {
  %r = scf.if %flag -> (index) {
    %t = arith.addi %a, %b : index
    scf.yield %t : index
  } else {
    scf.yield %a : index
  }
  cf.cond_br %flag, ^use(%r : index), ^skip
^use(%u: index):
  %sum = scf.if %flag -> (index) {
    %inner = arith.addi %u, %b : index
    scf.yield %inner : index
  } else {
    scf.yield %u : index
  }
  return %sum : index
^skip:
  return %b : index
}

func.func @while_and_for(%n: index, %init: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.while (%x = %init) : (index) -> index {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %acc = scf.for %k = %c0 to %y step %c1 iter_args(%s = %y) -> (index) {
      %s2 = arith.addi %s, %k : index
      scf.yield %s2 : index
    }
    scf.yield %acc : index
  }
  cf.br ^tail
^tail:
  %final = arith.addi %res, %c1 : index
  return %final : index
}

func.func @cfg_inside_region(%flag: i1, %a: index) -> index {
  %c5 = arith.constant 5 : index
  %out = scf.execute_region -> index {
    cf.cond_br %flag, ^first, ^second
  ^first:
    %p = arith.addi %a, %c5 : index
    cf.br ^merge(%p : index)
  ^second:
    cf.br ^merge(%a : index)
  ^merge(%m: index):
    scf.yield %m : index
  }
  return %out : index
}
