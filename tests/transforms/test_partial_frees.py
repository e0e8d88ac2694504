"""Programs that free a buffer on some paths only: the pass takes the
buffer over and frees it on every path, once.  Every input of every
function of `reentrant_partial_frees.mlir` and the pipeline's
`partial_frees.mlir` runs clean and computes what the program computes,
through the pass alone and the pipeline, once and twice, in both
ownership modes; a second pipeline run adds no runtime check."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.differential import runtime_checks
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)

from .pipeline_checks import deallocated, results_by_input

TESTS = Path(__file__).parent.parent / "filecheck" / "transforms"
PROGRAM = "\n".join(
    path.read_text()
    for path in (
        TESTS / "ownership-based-buffer-deallocation" / "reentrant_partial_frees.mlir",
        TESTS / "buffer-deallocation-pipeline" / "partial_frees.mlir",
    )
)

ONE = {"%c = false": (1.0,), "%c = true": (1.0,)}
EXPECTED = {
    "if_frees_on_one_branch": ONE,
    "branch_frees_argument": {"%c = false": (2.0,), "%c = true": (1.0,)},
    "switch_frees_in_one_case": {
        f"%c = {c}, %d = {d}": (1.0,)
        for c in ("false", "true")
        for d in ("false", "true")
    },
    "loop_frees_on_last_turn": ONE,
    "frees_on_both_branches": ONE,
    "frees_either": {"%c = false": (2.0,), "%c = true": (1.0,)},
    "realloc_freed_on_one_path": {
        f"%c = {c}, %d = {d}": (1.0,)
        for c in ("false", "true")
        for d in ("false", "true")
    },
    # One turn (%c false) or three, each adding one.
    "loop_frees_last_allocation": {"%c = false": (2.0,), "%c = true": (4.0,)},
    "isolated_frees_on_one_branch": ONE,
}


def test_input_leaks():
    # What the pass fixes: the program alone leaks on some inputs.
    with pytest.raises(AssertionError, match="leak"):
        results_by_input(parse_module(PROGRAM), "if_frees_on_one_branch")


@pytest.mark.parametrize("runs", [1, 2])
def test_pass_alone_frees_on_every_path(runs: int):
    module = parse_module(PROGRAM)
    for _ in range(runs):
        OwnershipBasedBufferDeallocationPass().apply(pipeline_context(), module)
        module = parse_module(str(module))
    for function, expected in EXPECTED.items():
        assert results_by_input(module, function) == expected, function


@pytest.mark.parametrize("dynamic", [False, True], ids=["abi", "dynamic"])
@pytest.mark.parametrize("runs", [1, 2])
def test_pipeline_frees_on_every_path(runs: int, dynamic: bool):
    module = deallocated(PROGRAM, dynamic, runs)
    for function, expected in EXPECTED.items():
        assert results_by_input(module, function) == expected, function


@pytest.mark.parametrize("dynamic", [False, True], ids=["abi", "dynamic"])
def test_second_run_adds_no_checks(dynamic: bool):
    once = str(deallocated(PROGRAM, dynamic))
    assert runtime_checks(str(deallocated(once, dynamic))) <= runtime_checks(once)
