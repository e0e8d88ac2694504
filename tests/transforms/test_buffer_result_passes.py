"""The buffer-result and empty-tensor passes judged by execution on every
lit test program of theirs: each runs before and after our pass, and after
MLIR 22's; each run must be clean and compute what the input computes;
`mlir-opt-22` must accept our output; ours may not allocate or copy more
than MLIR's.  Where MLIR 22 is wrong (`MLIR_22_WRONG`), the tests of each
pass say how."""

from __future__ import annotations

import pytest

from tests.markers import needs_mlir
from tests.transforms.buffer_result_checks import (
    LIT_PROGRAMS,
    MEMREF_PASSES,
    TENSOR_PASSES,
    LitProgram,
    as_before,
    clean_outcomes,
    execute,
    lit_program,
    mlirs,
    ours,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection


def test_every_pass_has_lit_programs():
    for name in (*TENSOR_PASSES, *MEMREF_PASSES):
        assert any(p.name.startswith(name + "/") for p in LIT_PROGRAMS), name


@pytest.mark.parametrize("program", LIT_PROGRAMS, ids=lambda p: p.name)
def test_output_computes_what_the_input_computes(program: LitProgram):
    before = clean_outcomes(execute(program, program.text))
    after = clean_outcomes(execute(program, ours(program.text, program.spec)))
    assert [as_before(program, outcome) for outcome in after] == list(before)


HOIST = lit_program("buffer-results-to-out-params/hoist")
READ_AFTER_MATERIALIZE = lit_program("eliminate-empty-tensors/read-after-materialize")
REFERENCED = lit_program("drop-equivalent-buffer-results/referenced")
VIEWS = lit_program("buffer-results-to-out-params/views")
MLIR_22_WRONG = (HOIST, READ_AFTER_MATERIALIZE, REFERENCED, VIEWS)
"""Where MLIR 22 crashes, computes other values, or prints invalid IR (the
tests of each pass and the lit tests say which)."""


@needs_mlir
@pytest.mark.parametrize("program", LIT_PROGRAMS, ids=lambda p: p.name)
def test_mlir_22_accepts_our_output(program: LitProgram):
    output = ours(program.text, program.spec)
    assert mlir_opt_rejection(output) is None


@needs_mlir
@pytest.mark.parametrize(
    "program", [p for p in LIT_PROGRAMS if p not in MLIR_22_WRONG], ids=lambda p: p.name
)
def test_same_values_as_mlir_22_with_no_more_buffers(program: LitProgram):
    output = ours(program.text, program.spec)
    theirs = execute(
        program, mlirs(program.text, program.spec), mlir=True, names_from=output
    )
    mine = execute(program, output, names_from=output)
    assert clean_outcomes(mine) == clean_outcomes(theirs)
    assert theirs.counts is not None and mine.counts is not None
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies
