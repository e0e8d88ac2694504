"""Conditions known on every path to an op, and their evaluation."""

from __future__ import annotations

import itertools

import pytest
from xdsl.dialects import func
from xdsl.ir import Operation, SSAValue

from xdsl_dealloc.analysis.path_conditions import evaluate, known_conditions
from xdsl_dealloc.sanitizer import parse_module

PATHS = """
func.func @f(%c: i1, %d: i1, %e: i1) {
  "test.op"() {tag = "entry"} : () -> ()
  cf.cond_br %c, ^then, ^else
^then:
  "test.op"() {tag = "then"} : () -> ()
  cf.cond_br %d, ^then_d, ^join
^then_d:
  scf.if %e {
    "test.op"() {tag = "if_then"} : () -> ()
  } else {
    "test.op"() {tag = "if_else"} : () -> ()
  }
  cf.br ^join
^else:
  "test.op"() {tag = "else"} : () -> ()
  cf.cond_br %d, ^same, ^same
^same:
  "test.op"() {tag = "same"} : () -> ()
  cf.br ^join
^join:
  "test.op"() {tag = "join"} : () -> ()
  cf.br ^loop
^loop:
  "test.op"() {tag = "loop"} : () -> ()
  cf.cond_br %c, ^loop, ^exit
^exit:
  "test.op"() {tag = "exit"} : () -> ()
  func.return
}
"""


def tagged_ops(text: str) -> tuple[dict[str, Operation], dict[str, SSAValue]]:
    module = parse_module(text)
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    arguments: dict[str, SSAValue] = {
        name: arg
        for name, arg in zip("cde", function.body.blocks.first.args, strict=False)  # type: ignore[union-attr]
    }
    ops = {
        op.attributes["tag"].data: op  # type: ignore[attr-defined]
        for op in module.walk()
        if "tag" in op.attributes
    }
    return ops, arguments


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("entry", {}),
        ("then", {"c": True}),
        ("if_then", {"c": True, "d": True, "e": True}),
        ("if_else", {"c": True, "d": True, "e": False}),
        ("else", {"c": False}),
        # Both edges of `cond_br %d` go to ^same: nothing is known of %d.
        ("same", {"c": False}),
        ("join", {}),
        # ^loop is entered from ^join and from itself.
        ("loop", {}),
        ("exit", {"c": False}),
    ],
)
def test_known_conditions(tag: str, expected: dict[str, bool]):
    ops, arguments = tagged_ops(PATHS)
    known = known_conditions(ops[tag])
    assert known == {arguments[name]: value for name, value in expected.items()}


FORMULAS = """
func.func @f(%a: i1, %b: i1) -> (i1, i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %not_a = arith.xori %a, %true : i1
  %and = arith.andi %a, %b : i1
  %or = arith.ori %not_a, %b : i1
  %select = arith.select %a, %b, %true : i1
  %same_arms = arith.select %b, %a, %a : i1
  %nested = arith.andi %or, %select : i1
  func.return %not_a, %and, %or, %select, %same_arms, %nested : i1, i1, i1, i1, i1, i1
}
"""


def reference(a: bool, b: bool) -> tuple[bool, ...]:
    not_a = not a
    select = b if a else True
    return (not_a, a and b, not_a or b, select, a, (not_a or b) and select)


@pytest.mark.parametrize(("a", "b"), list(itertools.product((False, True), repeat=2)))
def test_evaluate_with_all_arguments_known(a: bool, b: bool):
    module = parse_module(FORMULAS)
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    first, second = function.body.blocks.first.args  # type: ignore[union-attr]
    returned = function.body.blocks.last.last_op  # type: ignore[union-attr]
    assert returned is not None
    facts: dict[SSAValue, bool] = {first: a, second: b}
    assert tuple(evaluate(v, facts) for v in returned.operands) == reference(a, b)


@pytest.mark.parametrize("a", [False, True])
def test_evaluate_with_one_argument_known(a: bool):
    """Only what one argument decides is decided."""
    module = parse_module(FORMULAS)
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    first = function.body.blocks.first.args[0]  # type: ignore[union-attr]
    returned = function.body.blocks.last.last_op  # type: ignore[union-attr]
    assert returned is not None
    results = [evaluate(v, {first: a}) for v in returned.operands]
    decided = [
        {reference(a, False)[i], reference(a, True)[i]} for i in range(len(results))
    ]
    for result, possible in zip(results, decided, strict=True):
        if len(possible) == 1:
            assert result == possible.pop()
        else:
            assert result is None


def test_evaluation_depth_is_bounded():
    chain = "\n".join(f"  %v{i + 1} = arith.andi %v{i}, %b : i1" for i in range(12))
    module = parse_module(
        f"""
func.func @f(%v0: i1, %b: i1) -> i1 {{
{chain}
  func.return %v12 : i1
}}
"""
    )
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    v0, b = function.body.blocks.first.args  # type: ignore[union-attr]
    returned = function.body.blocks.last.last_op  # type: ignore[union-attr]
    assert returned is not None
    assert evaluate(returned.operands[0], {b: False}) is False
    assert evaluate(returned.operands[0], {v0: False, b: True}) is None
