"""End to end: our passes' output compiled by MLIR 22 and run natively.

Complements the sanitizer (an interpreter of our own) with the reference
toolchain.  For the corpus and a sample of generated programs, the output of
`buffer-deallocation-pipeline` is lowered to the LLVM dialect by
`mlir-opt-22` and run by `mlir-runner-22` with a counting allocator
(`xdsl_dealloc.testing.native`).  It must run to completion (glibc aborts on
most double frees) with as many frees as allocations, and the counts must be
exactly the sanitizer's: its allocations plus the buffers `main` makes for
memref arguments, its frees plus those and the results `main` frees.  The
execution programs of the lowering passes' lit tests, lowered by their pass,
must free every allocation too.
"""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from tests.differential.test_corpus import KNOWN_FAILURES, PROGRAMS
from tests.markers import needs_native
from xdsl_dealloc.testing.campaign import DEFAULT_CONFIG
from xdsl_dealloc.testing.deallocation.differential import check_output
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.native import run_natively
from xdsl_dealloc.testing.pipelines import run_our_pipeline

GENERATED_SEEDS = range(1000, 1010)
WITHOUT_TEST_OPS = replace(
    DEFAULT_CONFIG,
    excluded=DEFAULT_CONFIG.excluded | {"unknown_select", "isolated_region"},
)
"""`dealloc_test` ops have no native lowering."""

LIT_TRANSFORMS = Path(__file__).parent.parent / "filecheck" / "transforms"

LOWERED_PROGRAMS = [
    ("bufferization-lower-deallocations", "execution.mlir"),
    ("convert-bufferization-to-memref", "execution.mlir"),
    ("expand-realloc", "execution.mlir"),
]
"""(pass, program in the pass's lit folder)"""

pytestmark = needs_native


def _check_natively(program: str) -> None:
    run = run_our_pipeline(program)
    assert run.output, run.message
    report = check_output(run, "<ours>").report
    assert report is not None and report.clean

    native = run_natively(run.output)

    assert native.calls == len(report.runs)
    assert native.allocations == native.frees
    assert native.allocations == report.counters.allocations + native.argument_buffers
    assert native.frees == (
        report.counters.frees + native.argument_buffers + native.returned_buffers
    )


@pytest.mark.parametrize(
    "path",
    [
        p
        for p in PROGRAMS
        if p.name not in KNOWN_FAILURES and "dealloc_test." not in p.read_text()
    ],
    ids=lambda p: p.stem,
)
def test_corpus_runs_natively(path: Path):
    _check_natively(path.read_text())


@pytest.mark.parametrize("seed", GENERATED_SEEDS)
def test_generated_program_runs_natively(seed: int):
    _check_natively(generate_program(seed, WITHOUT_TEST_OPS))


@pytest.mark.parametrize(("pass_name", "program"), LOWERED_PROGRAMS)
def test_lowered_lit_programs_run_natively(pass_name: str, program: str):
    lowered = subprocess.run(
        ["xdsl-opt", str(LIT_TRANSFORMS / pass_name / program), "-p", pass_name],
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    run = run_natively(lowered)

    assert run.calls > 0
    assert run.allocations == run.frees, (
        f"allocations left live: {run.allocations - run.frees}"
    )
