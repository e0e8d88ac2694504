"""The passes changing function results (`drop-equivalent-buffer-results`,
`buffer-results-to-out-params`, which share `transforms/function_results.py`)
on the One-Shot corpus bufferized with function boundaries, against MLIR
22's, by execution."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType

from tests.markers import needs_mlir
from tests.transforms.buffer_result_checks import (
    CORPUS,
    LitProgram,
    as_before,
    clean_outcomes,
    execute,
    mlirs,
    ours,
)
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

FUNCTION_RESULT_SPECS = (
    "drop-equivalent-buffer-results",
    "buffer-results-to-out-params",
    "buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}",
    "buffer-results-to-out-params{modify-public-functions add-result-attr}",
)


BOUNDARIES = "bufferize-function-boundaries=true"


def _with_function_boundaries(program: CorpusProgram) -> CorpusProgram:
    options = tuple(o for o in program.options if not o.startswith(BOUNDARIES[:-5]))
    return replace(program, options=(*options, BOUNDARIES))


CORPUS_PROGRAMS = {program.name: program for program in CORPUS}


@cache
def _bufferized_with_function_boundaries(name: str) -> str | None:
    """The corpus program after our `one-shot-bufferize` with function
    boundaries (and its other options), if a function of it then returns a
    memref: the programs the buffer-result passes see in a tensor-to-memref
    pipeline."""
    program = _with_function_boundaries(CORPUS_PROGRAMS[name])
    bufferized = ours(program.text, program.our_pass())
    if not any(
        isinstance(op, func.FuncOp)
        and any(isinstance(t, MemRefType) for t in op.function_type.outputs.data)
        for op in parse_module(bufferized).walk()
    ):
        return None
    return bufferized


REACHING = [
    name for name in CORPUS_PROGRAMS if _bufferized_with_function_boundaries(name)
]


def test_corpus_reaches_the_function_result_passes():
    assert len(REACHING) >= 10, REACHING


@needs_mlir
@pytest.mark.parametrize("spec", FUNCTION_RESULT_SPECS)
@pytest.mark.parametrize("name", REACHING)
def test_corpus_across_functions_against_mlir_22(name: str, spec: str):
    """Each corpus program bufferized by our `one-shot-bufferize` with
    function boundaries that returns a memref from a function, then through
    our pass and MLIR 22's: the same output once printed by `mlir-opt-22`,
    the same values as before the pass, no more allocations or copies."""
    bufferized = _bufferized_with_function_boundaries(name)
    assert bufferized is not None
    memref_program = LitProgram(name, bufferized, spec)
    output = ours(bufferized, spec)
    mlir_output = mlirs(bufferized, spec)
    assert mlir_opt_output(output) == mlir_output  # the same program, printed
    before = clean_outcomes(execute(memref_program, bufferized))
    mine = execute(memref_program, output, names_from=output)
    theirs = execute(memref_program, mlir_output, mlir=True, names_from=output)
    assert clean_outcomes(mine) == clean_outcomes(theirs)
    assert [as_before(memref_program, o) for o in mine.outcomes] == list(before)
    assert mine.counts is not None and theirs.counts is not None
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies
