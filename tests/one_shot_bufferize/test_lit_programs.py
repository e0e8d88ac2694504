"""The lit tests of the tensor generators, `scf.forall` and memory spaces,
by execution:
each program bufferized by our pass (with each option set its lit test
uses), freed by our deallocation pipeline, runs clean under the sanitizer
for every input and computes the values its EXPECT lines give (checked by
hand), which are also what MLIR 22's bufferization computes, with no more
allocations or copies than MLIR's."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram, compare

LIT = Path(__file__).parents[1] / "filecheck" / "transforms" / "one-shot-bufferize"

PROGRAMS = [
    CorpusProgram.load(LIT / "tensor-generators.mlir"),
    CorpusProgram.load(LIT / "memory-space.mlir"),
    replace(
        CorpusProgram.load(LIT / "memory-space-encoding.mlir"),
        options=("use-encoding-for-memory-space=true",),
    ),
    replace(
        CorpusProgram.load(LIT / "memory-space-must-infer.mlir"),
        options=("must-infer-memory-space=true",),
    ),
    CorpusProgram.load(LIT / "forall.mlir"),
    replace(
        CorpusProgram.load(LIT / "forall.mlir"),
        options=("check-parallel-regions=false",),
    ),
]


@needs_mlir
@pytest.mark.parametrize(
    "program", PROGRAMS, ids=lambda p: f"{p.name}[{' '.join(p.options)}]"
)
def test_values_as_expected_and_as_mlir(program: CorpusProgram) -> None:
    comparison = compare(program)
    assert comparison.ours.ok, comparison.ours.error
    assert comparison.ours.clean
    outcomes = {outcome.text for outcome in comparison.ours.outcomes}
    assert outcomes == set(program.expected)
    assert comparison.same_outcomes
    assert not comparison.count_differences()
