"""Folding of `arith.cmpi` in the pipeline's canonicalization gives what
MLIR 22's folder gives, for every predicate on edge values of i8 and index."""

from __future__ import annotations

import itertools
import re

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, func

from tests.markers import needs_mlir
from xdsl_dealloc.ir.booleans import constant_bool
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

VALUES = {"i8": (-128, -1, 0, 1, 127), "index": (-1, 0, 5)}


def comparisons(type_name: str) -> tuple[str, int]:
    """A function returning every predicate on every pair of `VALUES`, and
    on a value compared with itself."""
    lines: list[str] = []
    results: list[str] = []
    for index, value in enumerate(VALUES[type_name]):
        lines.append(f"%k{index} = arith.constant {value} : {type_name}")
    pairs = [
        *itertools.product(range(len(VALUES[type_name])), repeat=2),
        ("x", "x"),
    ]
    for predicate in arith.CMPI_COMPARISON_OPERATIONS:
        for lhs, rhs in pairs:
            name = f"%r{len(results)}"
            left = "%x" if lhs == "x" else f"%k{lhs}"
            right = "%x" if rhs == "x" else f"%k{rhs}"
            lines.append(
                f"{name} = arith.cmpi {predicate}, {left}, {right} : {type_name}"
            )
            results.append(name)
    body = "\n  ".join(lines)
    types = ", ".join(["i1"] * len(results))
    text = (
        f"func.func @f(%x: {type_name}) -> ({types}) {{\n  {body}\n"
        f"  func.return {', '.join(results)} : {types}\n}}\n"
    )
    return text, len(results)


def ours(text: str) -> list[bool]:
    module = parse_module(text)
    SweepCanonicalizePass().apply(Context(), module)
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    returned = function.body.blocks.last.last_op  # type: ignore[union-attr]
    assert returned is not None
    folded = [constant_bool(value) for value in returned.operands]
    assert None not in folded, "every comparison folds"
    return [bool(value) for value in folded]


def mlirs(text: str) -> list[bool]:
    output = mlir_opt_output(text, "--canonicalize")
    constants = dict(re.findall(r"(%\S+) = arith.constant (true|false)", output))
    returned = re.search(r"return (.*) :", output)
    assert returned is not None
    return [constants[name] == "true" for name in returned.group(1).split(", ")]


@needs_mlir
@pytest.mark.parametrize("type_name", VALUES)
def test_comparisons_fold_as_in_mlir(type_name: str):
    text, count = comparisons(type_name)
    expected = mlirs(text)
    assert len(expected) == count
    assert ours(text) == expected
