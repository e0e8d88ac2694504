"""What MLIR's main branch handles after release 22, run through our
pipeline and executed: ops with unknown effects picking buffers, isolated
region ops, programs that free buffers themselves (and the pipeline run on
its own output).  Every input runs clean and computes what the program
computes; the second run adds no runtime checks here."""

from __future__ import annotations

from pathlib import Path

from tests.markers import needs_mlir
from xdsl_dealloc.testing.deallocation.differential import runtime_checks
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

from .pipeline_checks import (
    deallocated,
    program_values,
    results_by_input,
)

FILECHECK = Path(__file__).parent.parent / "filecheck" / "transforms"
UNKNOWN_AND_ISOLATED = (
    FILECHECK
    / "buffer-deallocation-pipeline"
    / "unknown_effects_and_isolated_regions.mlir"
).read_text()
REENTRANT = (
    FILECHECK / "ownership-based-buffer-deallocation" / "reentrant.mlir"
).read_text()


FUNCTIONS = {
    UNKNOWN_AND_ISOLATED: ("pick", "isolated", "pick_in_region"),
    REENTRANT: ("frees_one_of_two",),
}


def test_pick_reads_the_picked_buffer():
    # %i = 0 picks the heap buffer (1.0), 1 the stack one (2.0), 3 a fresh
    # buffer (never written: 0.0).
    results = results_by_input(deallocated(UNKNOWN_AND_ISOLATED), "pick")
    assert results == {"%i = 0": (1.0,), "%i = 1": (2.0,), "%i = 3": (0.0,)}
    assert results == program_values(UNKNOWN_AND_ISOLATED, "pick")


def test_isolated_region_doubles_into_a_fresh_buffer_or_passes_through():
    results = results_by_input(deallocated(UNKNOWN_AND_ISOLATED), "isolated")
    assert results == {"%i = 0": (2.0,), "%i = 1": (1.0,), "%i = 3": (1.0,)}
    assert results == program_values(UNKNOWN_AND_ISOLATED, "isolated")


def test_picked_buffer_handed_out_of_an_isolated_region():
    # Whichever buffer is picked, the caller gets a zeroed buffer of two.
    results = results_by_input(deallocated(UNKNOWN_AND_ISOLATED), "pick_in_region")
    assert results == {f"%i = {i}": ((0.0, 0.0),) for i in (0, 1, 3)}
    assert results == program_values(UNKNOWN_AND_ISOLATED, "pick_in_region")


def test_second_run_computes_what_the_program_computes():
    for program, functions in FUNCTIONS.items():
        twice = deallocated(str(deallocated(program)))
        for function in functions:
            expected = program_values(program, function)
            assert results_by_input(twice, function) == expected, function


def test_second_run_adds_no_checks():
    # The pick handed out of an isolated region included: the second run's
    # ownership of it implies the first run's, which hands it out.
    for program in (UNKNOWN_AND_ISOLATED, REENTRANT):
        once = str(deallocated(program))
        assert runtime_checks(str(deallocated(once))) <= runtime_checks(once)


@needs_mlir
def test_mlir_22_accepts_both_runs():
    once = str(deallocated(UNKNOWN_AND_ISOLATED))
    mlir_opt_output(once, "--allow-unregistered-dialect")
    mlir_opt_output(str(deallocated(once)), "--allow-unregistered-dialect")
