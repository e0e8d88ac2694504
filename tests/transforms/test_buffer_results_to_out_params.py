"""`buffer-results-to-out-params` where MLIR 22 is wrong, by execution:
its hoisting crashes on an allocation returned twice and changes the values
of others; it gives views of one allocation out-parameters of their own."""

from __future__ import annotations

from tests.markers import needs_mlir
from tests.transforms.buffer_result_checks import (
    LitProgram,
    clean_outcomes,
    execute,
    lit_program,
    mlirs,
    ours,
    without_functions,
)
from xdsl_dealloc.sanitizer import check_module
from xdsl_dealloc.testing.mlir_tools import run_mlir_opt

HOIST = lit_program("buffer-results-to-out-params/hoist")
VIEWS = lit_program("buffer-results-to-out-params/views")
HOIST_WITHOUT_TWICE = LitProgram(
    "hoist-without-twice",
    without_functions(HOIST.text, "twice", "use_twice"),
    HOIST.spec,
)


@needs_mlir
def test_mlir_22_crashes_on_an_allocation_returned_twice():
    crashed = run_mlir_opt(HOIST.text, f"--pass-pipeline=builtin.module({HOIST.spec})")
    assert crashed.returncode != 0
    assert "PLEASE submit a bug report" in crashed.stderr
    # Without that function MLIR 22 hoists the rest.
    mlirs(HOIST_WITHOUT_TWICE.text, HOIST.spec)


@needs_mlir
def test_mlir_22_hoists_what_changes_the_values():
    """MLIR 22 hoists the reallocation (the caller reads a buffer nobody
    wrote) and the allocation of a loop of blocks (each iteration then reads
    what it wrote): those functions compute other values than the input;
    ours computes the input's everywhere."""
    program = HOIST_WITHOUT_TWICE
    before = clean_outcomes(execute(program, program.text))
    theirs = execute(program, mlirs(program.text, program.spec), mlir=True)
    mine = clean_outcomes(execute(program, ours(program.text, program.spec)))
    assert mine == before
    assert theirs.ok, theirs.error
    wrong = {o.function for o in theirs.outcomes if o not in before}
    assert wrong == {"use_grow", "use_shift_in_loop"}
    grown = {o.inputs: o.results for o in theirs.outcomes if o.function == "use_grow"}
    assert grown == {"%c = false": ("0.0",), "%c = true": ("0.0",)}


def results_as_written(text: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """What each run of each public function returns, the program run as it
    is (no deallocation: its leaks are no concern here, its values are)."""
    return {
        (run.function, ", ".join(value for _, value in run.inputs)): tuple(
            map(str, run.results)
        )
        for run in check_module(text).runs
    }


@needs_mlir
def test_mlir_22_parts_views_of_one_buffer():
    """Results that are views of one allocation stay results in ours: run
    as written, its output computes what the input computes; in MLIR 22's,
    each caller's write through one out-parameter no longer shows in the
    other.  After our deallocation pipeline, which clones a result sharing
    a buffer it cannot prove owned (the function boundary ABI), only
    `@use_grid_and_row` still tells them apart."""
    program = VIEWS
    before = results_as_written(program.text)
    mine = results_as_written(ours(program.text, program.spec))
    theirs = results_as_written(mlirs(program.text, program.spec))
    assert mine == before
    assert {key[0] for key in before if before[key] != theirs[key]} == {
        "use_grid_and_row",
        "use_overlapping",
        "use_chosen",
    }
    assert before[("use_overlapping", "true")] == ("5.0",)
    assert theirs[("use_overlapping", "true")] == ("1.0",)
    freed_before = clean_outcomes(execute(program, program.text))
    freed_theirs = clean_outcomes(
        execute(program, mlirs(program.text, program.spec), mlir=True)
    )
    assert {o.function for o in freed_before if o not in freed_theirs} == {
        "use_grid_and_row"
    }
