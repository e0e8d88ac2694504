"""The boolean identities the pipeline's canonicalization adds: each rewrite
keeps the value of every result for all inputs, and leaves no op behind."""

from __future__ import annotations

import itertools

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xdsl_dealloc.analysis.path_conditions import evaluate
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

IDENTITIES = {
    "x and true": "%r = arith.andi %x, %true : i1",
    "true and x": "%r = arith.andi %true, %x : i1",
    "x and x": "%r = arith.andi %x, %x : i1",
    "x or false": "%r = arith.ori %x, %false : i1",
    "x or true": "%r = arith.ori %x, %true : i1",
    "x or x": "%r = arith.ori %x, %x : i1",
    "x xor false": "%r = arith.xori %x, %false : i1",
    "x xor x": "%r = arith.xori %x, %x : i1",
    "not not x": "%n = arith.xori %x, %true : i1\n  %r = arith.xori %n, %true : i1",
    "select y true x": "%r = arith.select %y, %true, %x : i1",
    "select y x false": "%r = arith.select %y, %x, %false : i1",
}


def program(body: str) -> ModuleOp:
    return parse_module(
        f"""
func.func @f(%x: i1, %y: i1) -> i1 {{
  %true = arith.constant true
  %false = arith.constant false
  {body}
  func.return %r : i1
}}
"""
    )


def results_for_all_inputs(module: ModuleOp) -> list[bool | None]:
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    x, y = function.body.blocks.first.args  # type: ignore[union-attr]
    returned = function.body.blocks.last.last_op  # type: ignore[union-attr]
    assert returned is not None
    return [
        evaluate(returned.operands[0], {x: a, y: b})
        for a, b in itertools.product((False, True), repeat=2)
    ]


@pytest.mark.parametrize("body", IDENTITIES.values(), ids=IDENTITIES.keys())
def test_identity_keeps_values_and_simplifies(body: str):
    module = program(body)
    before = results_for_all_inputs(module)
    assert None not in before
    SweepCanonicalizePass().apply(Context(), module)
    module.verify()
    assert results_for_all_inputs(module) == before
    remaining = {op.name for op in module.walk()} - {
        "builtin.module",
        "func.func",
        "func.return",
        "arith.constant",
    }
    # A select with a constant arm becomes one and/or.
    assert len(remaining) <= ("select" in body), remaining
