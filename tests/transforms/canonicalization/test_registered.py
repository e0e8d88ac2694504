"""The canonicalization patterns that `register()` adds (MLIR's that xDSL
0.74 lacks), on the programs of their lit tests: every public function
computes the same values, clean under the sanitizer for all its inputs,
before and after xDSL's `canonicalize`, after the pipeline's sweep, and after
`mlir-opt-22 --canonicalize`; and ours leaves no more allocations, clones
and region ops than MLIR's."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.transforms.canonicalize import CanonicalizePass

from tests.markers import needs_mlir
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.sanitizer.memory import MemRefValue
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

LIT_TESTS = Path(__file__).parents[2] / "filecheck" / "transforms" / "canonicalize"
PROGRAMS = [
    "write-only",
    "decided-regions",
    "alloca-scope",
    "region-values",
    "booleans",
    "switch",
    "dead-linalg",
    "reshapes",
    "copies",
]

COUNTED = (
    "memref.alloc",
    "memref.alloca",
    "memref.copy",
    "bufferization.clone",
    "memref.alloca_scope",
    "scf.index_switch",
    "scf.while",
    "scf.for",
)
"""Ops MLIR's canonicalizer erases where it can (`scf.if` is left out: MLIR
turns one that only yields values into `arith.select`, which we do not)."""


def behaviour(module: ModuleOp) -> dict[str, list[tuple[Any, ...]]]:
    """Per public function, the input values and results of every run (a
    returned memref as its sizes), which must all be clean."""
    report = check_module(module)
    assert report.clean, report.format()
    return {
        function.name: [
            (
                tuple(value for _, value in run.inputs),
                tuple(_value(result) for result in run.results),
            )
            for run in function.runs
        ]
        for function in report.functions
    }


def _value(result: Any) -> Any:
    return ("memref", result.sizes) if isinstance(result, MemRefValue) else result


def counted_ops(module: ModuleOp) -> dict[str, Counter[str]]:
    return {
        op.sym_name.data: Counter(
            nested.name for nested in op.walk() if nested.name in COUNTED
        )
        for op in module.ops
        if isinstance(op, func.FuncOp)
    }


def canonicalized(text: str, *, sweep: bool) -> ModuleOp:
    module = parse_module(text)
    (SweepCanonicalizePass() if sweep else CanonicalizePass()).apply(Context(), module)
    module.verify()
    return module


@pytest.mark.parametrize("name", PROGRAMS)
@pytest.mark.parametrize("sweep", [False, True], ids=["canonicalize", "sweep"])
def test_same_values_before_and_after(name: str, sweep: bool):
    text = (LIT_TESTS / f"{name}.mlir").read_text()
    before = behaviour(parse_module(text))
    assert behaviour(canonicalized(text, sweep=sweep)) == before


@needs_mlir
@pytest.mark.parametrize("name", PROGRAMS)
def test_same_values_as_mlir_and_no_more_left(name: str):
    text = (LIT_TESTS / f"{name}.mlir").read_text()
    mlir_text = mlir_opt_output(text, "--canonicalize")
    theirs = parse_module(mlir_text)
    ours = canonicalized(text, sweep=False)
    assert behaviour(ours) == behaviour(theirs)
    mlir_counts = counted_ops(theirs)
    for function, counts in counted_ops(ours).items():
        for op_name, count in counts.items():
            assert count <= mlir_counts[function][op_name], (function, op_name)
