"""`buffer-deallocation-simplification` reaches its fixpoint in its one
sweep: running it a second time changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.context import Context

from tests.markers import needs_mlir
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_dealloc.transforms.expand_realloc import ExpandReallocPass
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

ROOT = Path(__file__).parent.parent
PASS_TESTS = ROOT / "filecheck" / "transforms" / "ownership-based-buffer-deallocation"
INPUTS = sorted(
    [
        *(ROOT / "differential" / "corpus").glob("*.mlir"),
        *(
            path
            for path in PASS_TESTS.glob("*.mlir")
            if path.name
            not in {"errors.mlir", "remove_existing.mlir", "unknown_effects.mlir"}
        ),
        ROOT.parent / "examples" / "deallocation.mlir",
    ]
)


@pytest.mark.parametrize("path", INPUTS, ids=lambda path: path.name)
def test_second_run_changes_nothing(path: Path):
    module = parse_module(path.read_text())
    for module_pass in (
        ExpandReallocPass(emit_deallocs=False),
        OwnershipBasedBufferDeallocationPass(),
        SweepCanonicalizePass(),
        BufferDeallocationSimplificationPass(),
    ):
        module_pass.apply(Context(), module)
    simplified = str(module)
    BufferDeallocationSimplificationPass().apply(Context(), module)
    assert str(module) == simplified


SIMPLIFICATION_TESTS = (
    ROOT / "filecheck" / "transforms" / "buffer-deallocation-simplification"
)


def simplified_twice(text: str) -> tuple[str, str]:
    module = parse_module(text)
    BufferDeallocationSimplificationPass().apply(Context(), module)
    once = str(module)
    BufferDeallocationSimplificationPass().apply(Context(), module)
    return once, str(module)


@pytest.mark.parametrize(
    "path",
    sorted(
        path
        for path in SIMPLIFICATION_TESTS.glob("*.mlir")
        if "RUN: xdsl-opt %s" in path.read_text()
    ),
    ids=lambda path: path.name,
)
def test_second_run_on_deallocs_changes_nothing(path: Path):
    once, twice = simplified_twice(path.read_text())
    assert twice == once


@needs_mlir
@pytest.mark.parametrize(
    "path", sorted((SIMPLIFICATION_TESTS / "inputs").glob("*.mlir")), ids=str
)
def test_second_run_on_mlir_deallocations_changes_nothing(path: Path):
    """On what MLIR's own deallocation pass and canonicalizer produce."""
    deallocated = mlir_opt_output(
        path.read_text(), "--ownership-based-buffer-deallocation", "--canonicalize"
    )
    once, twice = simplified_twice(deallocated)
    assert twice == once
