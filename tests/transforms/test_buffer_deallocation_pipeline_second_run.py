"""`buffer-deallocation-pipeline` run again on its own output (a re-entrant
run) must decide no more at run time than one run: over the lit inputs of
the deallocation passes and the differential corpus, the second output
has at most as many runtime checks (pointer comparisons, guarded frees and
copies) as the first, runs clean and computes what the input computes
(results and what it writes into its memref arguments)."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from xdsl_dealloc.sanitizer import SanitizerInputError
from xdsl_dealloc.testing.deallocation.differential import runtime_checks
from xdsl_dealloc.testing.pipelines import Status, run_our_pipeline

from .pipeline_checks import assert_computes_as

TESTS = Path(__file__).parent.parent
PROGRAMS = sorted(
    [
        *(
            TESTS / "filecheck" / "transforms" / "ownership-based-buffer-deallocation"
        ).glob("*.mlir"),
        *(TESTS / "filecheck" / "transforms" / "buffer-deallocation-pipeline").glob(
            "*.mlir"
        ),
        *(TESTS / "differential" / "corpus").glob("*.mlir"),
    ]
)

UNREGISTERED = {"unknown_effects.mlir"}
"""Programs of unregistered ops, which `run_our_pipeline` does not read."""


def _programs():
    for path in PROGRAMS:
        text = path.read_text()
        if (
            "verify-diagnostics" in text
            or "split-input-file" in text
            or path.name in UNREGISTERED
        ):
            continue
        yield pytest.param(path, id=f"{path.parent.name}/{path.name}")


@pytest.mark.parametrize("path", list(_programs()))
def test_second_run_adds_no_runtime_checks(path: Path):
    text = path.read_text()
    once = run_our_pipeline(text)
    assert once.status is Status.ACCEPTED, once.message
    twice = run_our_pipeline(once.output)
    assert twice.status is Status.ACCEPTED, twice.message
    assert runtime_checks(twice.output) <= runtime_checks(once.output)
    # Functions of tensors cannot run: the lit test runs what it can.
    with contextlib.suppress(SanitizerInputError):
        assert_computes_as(twice.output, text)
