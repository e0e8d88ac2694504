"""End to end: our pipeline's output compiled by MLIR 22 and run natively.

For the corpus and a sample of generated programs, the output of
`buffer-deallocation-pipeline` is lowered to the LLVM dialect by
`mlir-opt-22` and run by `mlir-runner-22` with a counting allocator
(`xdsl_dealloc.testing.native`).  It must run to completion (glibc aborts on
most double frees) with as many frees as allocations, and the counts must be
exactly the sanitizer's: its allocations plus the buffers `main` makes for
memref arguments, its frees plus those and the results `main` frees.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.differential.test_corpus import KNOWN_FAILURES, PROGRAMS
from xdsl_dealloc.testing.campaign import DEFAULT_CONFIG
from xdsl_dealloc.testing.differential import check_output, run_our_pipeline
from xdsl_dealloc.testing.native import native_tools_missing, run_natively
from xdsl_dealloc.testing.program_generator import generate_program

GENERATED_SEEDS = range(1000, 1010)

pytestmark = pytest.mark.skipif(
    native_tools_missing() is not None, reason=native_tools_missing() or ""
)


def _check_natively(program: str) -> None:
    run = run_our_pipeline(program)
    assert run.output, run.message
    report = check_output(run, "<ours>").report
    assert report is not None and report.clean

    native = run_natively(run.checked_output)

    assert native.calls == len(report.runs)
    assert native.allocations == native.frees
    assert native.allocations == report.counters.allocations + native.argument_buffers
    assert native.frees == (
        report.counters.frees + native.argument_buffers + native.returned_buffers
    )


@pytest.mark.parametrize(
    "path",
    [p for p in PROGRAMS if p.name not in KNOWN_FAILURES],
    ids=lambda p: p.stem,
)
def test_corpus_runs_natively(path: Path):
    _check_natively(path.read_text())


@pytest.mark.parametrize("seed", GENERATED_SEEDS)
def test_generated_program_runs_natively(seed: int):
    _check_natively(generate_program(seed, DEFAULT_CONFIG))
