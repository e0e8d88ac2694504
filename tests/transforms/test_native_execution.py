"""The lowered test programs, compiled by MLIR 22 to LLVM and run natively.

Complements the sanitizer (an interpreter of our own) with the reference
toolchain, through `xdsl_dealloc.testing.native`: `main` calls every function
for every combination of inputs, `malloc`/`free` are counted, and every
allocation must be freed.  A double free aborts in glibc.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from xdsl_dealloc.testing.native import native_tools_missing, run_natively

FILECHECK_TESTS = Path(__file__).parent.parent / "filecheck" / "transforms"

PROGRAMS = [
    (
        "bufferization-lower-deallocations/execution.mlir",
        "bufferization-lower-deallocations",
    ),
    (
        "convert-bufferization-to-memref/execution.mlir",
        "convert-bufferization-to-memref",
    ),
    ("expand-realloc/execution.mlir", "expand-realloc"),
]

pytestmark = pytest.mark.skipif(
    native_tools_missing() is not None, reason=native_tools_missing() or ""
)


@pytest.mark.parametrize(("program", "pass_name"), PROGRAMS)
def test_runs_natively_without_leaks_or_double_frees(program: str, pass_name: str):
    lowered = subprocess.run(
        ["xdsl-opt", str(FILECHECK_TESTS / program), "-p", pass_name],
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    run = run_natively(lowered)

    assert run.calls > 0
    assert run.allocations == run.frees, (
        f"allocations left live: {run.allocations - run.frees}"
    )
