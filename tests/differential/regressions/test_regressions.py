"""Bugs the differential tests found, each with its minimized program.

Every test is a strict xfail: it states what should hold, so it starts
passing (and the xfail fails) when the bug is fixed.  Then drop the mark,
and the construct from `KNOWN_BUGS` if it is listed there.  Each program's
header names the pass at fault and how to reproduce.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_dealloc.testing.differential import (
    check_program,
    mlir_opt_rejection,
    mlir_tools_missing,
    run_our_pipeline,
)

HERE = Path(__file__).parent

pytestmark = pytest.mark.skipif(
    mlir_tools_missing() is not None, reason=mlir_tools_missing() or ""
)


@pytest.mark.xfail(
    strict=True,
    reason="buffer-deallocation-pipeline runs expand-realloc with emit-deallocs=true",
)
def test_realloc_goes_through_the_pipeline():
    program = (HERE / "realloc_in_pipeline.mlir").read_text()
    assert check_program(program) is None


@pytest.mark.xfail(
    strict=True,
    reason="xDSL 0.74 prints result-less multi-block scf.execute_region "
    "without terminators",
)
def test_printed_output_of_multi_block_execute_region_is_valid_mlir():
    program = (HERE / "execute_region_printing.mlir").read_text()
    assert check_program(program) is None  # the IR itself is right
    printed = run_our_pipeline(program).output
    assert mlir_opt_rejection(printed) is None
