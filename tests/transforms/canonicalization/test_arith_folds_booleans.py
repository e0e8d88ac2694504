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


NEGATED_CONJUNCTS = {
    "(x and not y) or y": "%a = arith.andi %x, %n : i1\n  %r = arith.ori %a, %y : i1",
    "y or (not y and x)": "%a = arith.andi %n, %x : i1\n  %r = arith.ori %y, %a : i1",
    "(x or not y) and y": "%a = arith.ori %x, %n : i1\n  %r = arith.andi %a, %y : i1",
    "y and (not y or x)": "%a = arith.ori %n, %x : i1\n  %r = arith.andi %y, %a : i1",
}


@pytest.mark.parametrize(
    "body", NEGATED_CONJUNCTS.values(), ids=NEGATED_CONJUNCTS.keys()
)
def test_negated_conjunct_is_dropped(body: str):
    module = program(f"%n = arith.xori %y, %true : i1\n  {body}")
    before = results_for_all_inputs(module)
    assert None not in before
    SweepCanonicalizePass().apply(Context(), module)
    module.verify()
    assert results_for_all_inputs(module) == before
    # Only the outer op is left, now of `x` and `y`: the negation and the
    # inner op died.
    outer = body.splitlines()[-1].split()[2]
    left = [
        op.name
        for op in module.walk()
        if op.name.startswith("arith.") and op.name != "arith.constant"
    ]
    assert left == [outer]


def test_negated_conjunct_needs_the_same_value():
    module = program(
        "%n = arith.xori %y, %true : i1\n"
        "  %a = arith.andi %x, %n : i1\n"
        "  %r = arith.ori %a, %x : i1"
    )
    SweepCanonicalizePass().apply(Context(), module)
    assert "arith.xori" in {op.name for op in module.walk()}
