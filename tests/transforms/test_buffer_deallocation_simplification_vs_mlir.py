"""Differential test against MLIR 22: no more runtime alias checks, no findings.

Each input of tests/filecheck/transforms/buffer-deallocation-simplification/
inputs gets its deallocs from `mlir-opt-22 --ownership-based-buffer-
deallocation --canonicalize` (both function boundary modes), so both
simplifications start from the same IR.  Then:

* the two simplifications are lowered by the same lowering (this project's),
  so the difference is the simplification's alone;
* the two whole tails of the pipeline are compared: MLIR's simplification and
  lowering, against ours (simplification, lowering, cse, canonicalize).

The sanitizer runs every public function for every input combination and
counts the executed pointer comparisons (`alias_comparisons`) and calls of the
library function (`helper_calls`).  Ours must be clean and count, function by
function, no more than MLIR's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from tests.markers import needs_mlir
from xdsl_dealloc.sanitizer import Counters, check_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    LowerDeallocationsPass,
)
from xdsl_dealloc.universe import EXTENDED_DIALECTS

INPUTS = sorted(
    (
        Path(__file__).parents[1]
        / "filecheck/transforms/buffer-deallocation-simplification/inputs"
    ).glob("*.mlir")
)
MODES = {"static": "", "dynamic": "=private-function-dynamic-ownership"}

pytestmark = needs_mlir


def context() -> Context:
    ctx = Context()
    for name, factory in {**get_all_dialects(), **EXTENDED_DIALECTS}.items():
        ctx.register_dialect(name, factory)
    return ctx


def apply(text: str, *passes: ModulePass) -> ModuleOp:
    ctx = context()
    module = Parser(ctx, text).parse_module()
    for module_pass in passes:
        module_pass.apply(ctx, module)
    return module


def counters(module: ModuleOp | str) -> dict[str, Counters]:
    report = check_module(module)
    assert report.clean, report.format()
    return {function.name: function.counters for function in report.functions}


def assert_no_more_checks(ours: dict[str, Counters], mlir: dict[str, Counters]):
    assert ours.keys() == mlir.keys()
    for name, counted in ours.items():
        reference = mlir[name]
        assert counted.alias_comparisons <= reference.alias_comparisons, name
        assert counted.helper_calls <= reference.helper_calls, name


LOWERING = (
    LowerDeallocationsPass(),
    CommonSubexpressionElimination(),
    CanonicalizePass(),
)


@pytest.fixture(scope="module", params=[(p, m) for p in INPUTS for m in MODES])
def deallocated(request: pytest.FixtureRequest) -> str:
    path, mode = request.param
    return mlir_opt_output(
        path.read_text(),
        f"--ownership-based-buffer-deallocation{MODES[mode]}",
        "--canonicalize",
    )


def test_same_lowering(deallocated: str):
    theirs = mlir_opt_output(deallocated, "--buffer-deallocation-simplification")
    ours = apply(deallocated, BufferDeallocationSimplificationPass())
    assert_no_more_checks(
        counters(apply(str(ours), *LOWERING)),
        counters(apply(theirs, *LOWERING)),
    )


def test_whole_tail_of_the_pipeline(deallocated: str):
    theirs = mlir_opt_output(
        deallocated,
        "--buffer-deallocation-simplification",
        "--bufferization-lower-deallocations",
        "--cse",
        "--canonicalize",
    )
    ours = apply(deallocated, BufferDeallocationSimplificationPass(), *LOWERING)
    assert_no_more_checks(counters(ours), counters(apply(theirs)))


def test_fewer_checks_somewhere():
    """Not only no more: on the calls and globals of the inputs, strictly fewer."""
    totals = {"ours": 0, "mlir": 0}
    for path in INPUTS:
        deallocated = mlir_opt_output(
            path.read_text(), "--ownership-based-buffer-deallocation", "--canonicalize"
        )
        theirs = mlir_opt_output(deallocated, "--buffer-deallocation-simplification")
        ours = apply(deallocated, BufferDeallocationSimplificationPass())
        for who, module in (("ours", str(ours)), ("mlir", theirs)):
            lowered = counters(apply(module, *LOWERING))
            totals[who] += sum(c.alias_comparisons for c in lowered.values())
    assert totals["ours"] < totals["mlir"]
