"""`eliminate-empty-tensors` by execution: where MLIR 22 eliminates an
empty tensor read after it is overwritten, and the One-Shot corpus through
the elimination against MLIR 22's."""

from __future__ import annotations

import pytest

from tests.markers import needs_mlir
from tests.transforms.buffer_result_checks import (
    CORPUS,
    clean_outcomes,
    execute,
    lit_program,
    mlirs,
    ours,
)
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    RunOutcome,
    run_ours,
)
from xdsl_dealloc.testing.bufferization.empty_tensor_elimination import (
    mlir_after,
    ours_after,
    reaches_elimination,
)

READ_AFTER_MATERIALIZE = lit_program("eliminate-empty-tensors/read-after-materialize")


@needs_mlir
def test_mlir_22_eliminates_an_empty_tensor_read_after_it_is_overwritten():
    """MLIR 22 turns %whole into %out's tensor, so %zeros, read after the
    materialization into %out, reads what it wrote; and %e, so %f, read
    after a store into %out, reads the stored value.  Ours keeps both."""
    program = READ_AFTER_MATERIALIZE
    before = clean_outcomes(execute(program, program.text))
    theirs = clean_outcomes(
        execute(program, mlirs(program.text, program.spec), mlir=True)
    )
    mine = clean_outcomes(execute(program, ours(program.text, program.spec)))
    assert mine == before

    def results(outcomes: tuple[RunOutcome, ...], function: str) -> set[str]:
        return {o.results[0] for o in outcomes if o.function == function}

    assert results(before, "destination_read_after") == {"0.0"}
    assert results(theirs, "destination_read_after") == {"1.0", "2.0"}
    assert results(before, "read_after_a_store") == {"1.0", "2.0"}
    assert results(theirs, "read_after_a_store") == {"9.0"}


@needs_mlir
@pytest.mark.parametrize(
    "program",
    [p for p in CORPUS if reaches_elimination(p)],
    ids=lambda p: p.name,
)
def test_corpus_with_empty_tensor_elimination_against_mlir_22(
    program: CorpusProgram,
):
    """`eliminate-empty-tensors,one-shot-bufferize` (the program's options)
    computes what MLIR 22's computes, the values the program expects, with
    no more allocations or copies."""
    if not run_ours(program).ok:
        pytest.skip("our one-shot-bufferize does not take it yet")
    mine = ours_after(program)
    theirs = mlir_after(program)
    assert clean_outcomes(mine) == clean_outcomes(theirs)
    assert set(program.expected) <= {outcome.text for outcome in mine.outcomes}
    assert mine.counts is not None and theirs.counts is not None
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies
