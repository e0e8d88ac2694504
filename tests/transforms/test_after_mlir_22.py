"""What MLIR's main branch handles after release 22, run through our
pipeline and executed: ops with unknown effects picking buffers, isolated
region ops, programs that free buffers themselves (and the pipeline run on
its own output).  Every input runs clean and computes what the program
computes; the second run adds no runtime checks here."""

from __future__ import annotations

from pathlib import Path

from xdsl_dealloc.testing.deallocation.differential import runtime_checks
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

from .pipeline_checks import deallocated, needs_mlir, results_by_input

FILECHECK = Path(__file__).parent.parent / "filecheck" / "transforms"
AFTER_22 = (
    FILECHECK / "buffer-deallocation-pipeline" / "after_mlir_22.mlir"
).read_text()
REENTRANT = (
    FILECHECK / "ownership-based-buffer-deallocation" / "reentrant.mlir"
).read_text()


def test_pick_reads_the_picked_buffer():
    # %i = 0 picks the heap buffer (1.0), 1 the stack one (2.0), 3 a fresh
    # buffer (never written: 0.0).
    results = results_by_input(deallocated(AFTER_22), "pick")
    assert sorted(results.values()) == [(0.0,), (1.0,), (2.0,)]


def test_isolated_region_doubles_into_a_fresh_buffer_or_passes_through():
    results = results_by_input(deallocated(AFTER_22), "isolated")
    assert sorted(results.values()) == [(1.0,), (1.0,), (2.0,)]


def test_picked_buffer_handed_out_of_an_isolated_region():
    results_by_input(deallocated(AFTER_22), "pick_in_region")


def test_second_run_is_as_safe():
    for program in (AFTER_22, REENTRANT):
        once = str(deallocated(program))
        twice = deallocated(once)
        for function in ("pick", "isolated", "frees_one_of_two"):
            if f"@{function}(" in once:
                assert results_by_input(twice, function) == results_by_input(
                    once, function
                )
        results_by_input(
            twice, "pick_in_region" if program is AFTER_22 else "frees_one_of_two"
        )


def test_second_run_adds_no_checks():
    # The pick handed out of an isolated region included: the second run's
    # ownership of it implies the first run's, which hands it out.
    for program in (AFTER_22, REENTRANT):
        once = str(deallocated(program))
        assert runtime_checks(str(deallocated(once))) <= runtime_checks(once)


@needs_mlir
def test_mlir_22_accepts_both_runs():
    once = str(deallocated(AFTER_22))
    mlir_opt_output(once, "--allow-unregistered-dialect")
    mlir_opt_output(str(deallocated(once)), "--allow-unregistered-dialect")
