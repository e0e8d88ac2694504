"""Bugs the differential tests found, each with its minimized program
(and missed simplifications, where we do worse than MLIR 22).

A bug still open is a strict xfail stating what should hold, so the xfail
fails once the bug is fixed: then drop the mark (the test stays, as a
regression test), and the construct from `KNOWN_BUGS` if it is listed
there.  Each program's header names the pass at fault, how to reproduce,
and the fix.
"""

from __future__ import annotations

from pathlib import Path

from tests.markers import needs_mlir
from xdsl_dealloc.testing.deallocation.differential import (
    StaticCounts,
    check_program,
    compare_program,
)

HERE = Path(__file__).parent

pytestmark = needs_mlir


def test_realloc_goes_through_the_pipeline():
    program = (HERE / "realloc_in_pipeline.mlir").read_text()
    assert check_program(program) is None


def test_printed_output_of_multi_block_execute_region_is_valid_mlir():
    program = (HERE / "execute_region_printing.mlir").read_text()
    assert check_program(program) is None  # mlir-opt-22 reads our output


def test_fresh_results_need_no_runtime_check():
    program = (HERE / "fresh_results_compared.mlir").read_text()
    comparison = compare_program(program)
    assert comparison.ours.clean and comparison.mlir.clean
    assert comparison.mlir.static == StaticCounts(clones=1, allocations=1)
    assert comparison.ours.static == comparison.mlir.static


def test_no_clone_where_the_edge_implies_ownership():
    program = (HERE / "owned_on_the_taken_edge.mlir").read_text()
    comparison = compare_program(program)
    assert comparison.ours.clean
    assert comparison.ours.static is not None and comparison.ours.static.clones == 0
