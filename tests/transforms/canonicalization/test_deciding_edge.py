"""Ops that run under a branch's own condition right before the branch move to
the successor entered exactly then (the pipeline's canonicalization); the
programs behave the same, clean under the sanitizer, for all inputs."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, scf
from xdsl.dialects.builtin import ModuleOp

from tests.transforms.canonicalization.sweep_checks import behaviour, swept

# The deallocation pass's output at a `cf.cond_br` whose `then` edge no
# longer needs `%m`.
THEN_EDGE = """
func.func @f(%c: i1) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  scf.if %c {
    memref.dealloc %m : memref<2xf32>
  }
  cf.cond_br %c, ^fresh, ^join(%m : memref<2xf32>)
^fresh:
  %n = memref.alloc() : memref<2xf32>
  cf.br ^join(%n : memref<2xf32>)
^join(%r: memref<2xf32>):
  func.return %r : memref<2xf32>
}
"""

ELSE_EDGE = """
func.func @f(%c: i1) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  scf.if %c {
  } else {
    memref.dealloc %m : memref<2xf32>
  }
  cf.cond_br %c, ^join(%m : memref<2xf32>), ^fresh
^fresh:
  %n = memref.alloc() : memref<2xf32>
  cf.br ^join(%n : memref<2xf32>)
^join(%r: memref<2xf32>):
  func.return %r : memref<2xf32>
}
"""

NEGATED_CONDITION = """
func.func @f(%c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %m = memref.alloc() : memref<2xf32>
  %not_c = arith.xori %c, %true : i1
  scf.if %not_c {
    memref.dealloc %m : memref<2xf32>
  }
  cf.cond_br %c, ^join(%m : memref<2xf32>), ^fresh
^fresh:
  %n = memref.alloc() : memref<2xf32>
  cf.br ^join(%n : memref<2xf32>)
^join(%r: memref<2xf32>):
  func.return %r : memref<2xf32>
}
"""

# Each of these keeps its `scf.if`.  (Each copies `%m` out: a buffer only
# written and freed would be erased altogether.)

# `^join` is also entered from `^other`: moving the free there would free
# on that path too.
SUCCESSOR_WITH_OTHER_ENTRIES = """
func.func @f(%c: i1, %d: i1, %out: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  cf.cond_br %d, ^other, ^decide
^decide:
  scf.if %c {
    memref.dealloc %m : memref<2xf32>
  }
  cf.cond_br %c, ^join, ^keep
^other:
  cf.br ^join
^keep:
  memref.dealloc %m : memref<2xf32>
  func.return
^join:
  scf.if %d {
    memref.dealloc %m : memref<2xf32>
  }
  func.return
}
"""

CONDITION_NOT_DECIDED_BY_THE_BRANCH = """
func.func @f(%c: i1, %d: i1, %out: memref<2xf32>) {
  %zero = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<2xf32>
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  memref.store %x, %m[%zero] : memref<2xf32>
  scf.if %d {
    memref.dealloc %m : memref<2xf32>
  }
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  scf.if %d {
  } else {
    memref.dealloc %m : memref<2xf32>
  }
  func.return
}
"""

OP_IN_BETWEEN = """
func.func @f(%c: i1, %out: memref<2xf32>) -> f32 {
  %zero = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  %n = memref.alloc() : memref<2xf32>
  scf.if %c {
    memref.dealloc %m : memref<2xf32>
  }
  %x = memref.load %n[%zero] : memref<2xf32>
  memref.dealloc %n : memref<2xf32>
  cf.cond_br %c, ^a, ^b
^a:
  func.return %x : f32
^b:
  memref.dealloc %m : memref<2xf32>
  func.return %x : f32
}
"""

BOTH_EDGES_TO_ONE_BLOCK = """
func.func @f(%c: i1, %out: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  scf.if %c {
    memref.dealloc %m : memref<2xf32>
  }
  cf.cond_br %c, ^a(%c : i1), ^a(%c : i1)
^a(%freed: i1):
  scf.if %freed {
  } else {
    memref.dealloc %m : memref<2xf32>
  }
  func.return
}
"""


def entry_ifs(module: ModuleOp) -> int:
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    entry = function.body.blocks.first
    assert entry is not None
    return sum(isinstance(op, scf.IfOp) for op in entry.ops)


@pytest.mark.parametrize(
    ("text", "freeing_block"),
    [(THEN_EDGE, 1), (ELSE_EDGE, 1), (NEGATED_CONDITION, 1)],
    ids=["then", "else", "negated"],
)
def test_free_moves_to_the_edge_that_decides_it(text: str, freeing_block: int):
    before, after = swept(text)
    assert entry_ifs(before) == 1
    assert entry_ifs(after) == 0
    function = next(op for op in after.ops if isinstance(op, func.FuncOp))
    first = list(function.body.blocks)[freeing_block].first_op
    assert first is not None and first.name == "memref.dealloc"
    assert behaviour(after) == behaviour(before)


@pytest.mark.parametrize(
    "text",
    [
        SUCCESSOR_WITH_OTHER_ENTRIES,
        CONDITION_NOT_DECIDED_BY_THE_BRANCH,
        OP_IN_BETWEEN,
        BOTH_EDGES_TO_ONE_BLOCK,
    ],
    ids=["other-entries", "not-decided", "op-in-between", "one-target"],
)
def test_free_stays_where_the_edge_does_not_decide_it(text: str):
    before, after = swept(text)
    assert "scf.if" in str(after)
    assert str(after).count("memref.dealloc") == str(before).count("memref.dealloc")
    assert behaviour(after) == behaviour(before)
