"""The buffer optimizations on the deallocation corpus and on generated
programs: after `OPTIMIZATIONS` and the deallocation pipeline every program
verifies, mlir-opt-22 accepts it and the sanitizer finds nothing for any
input; and every allocation MLIR 22's same passes move or promote, ours
move to the same block or promote too.  `scripts/buffer_optimizations.py`
runs a few hundred generated programs and prints the counters."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.deallocation.buffer_optimizations import (
    check_optimized,
    compare_allocation_liveness,
    optimization_decisions,
)
from xdsl_dealloc.testing.deallocation.program_generator import (
    GeneratorConfig,
    generate_program,
)

CORPUS = sorted((Path(__file__).parent / "corpus").glob("*.mlir"))
GENERATED_SEEDS = range(24)
MLIR_22_INPUTS = GeneratorConfig(
    excluded=frozenset({"unknown_select", "isolated_region", "existing_dealloc"})
)
"""Programs MLIR 22's deallocation takes, to compare its optimizations with."""

pytestmark = needs_mlir


def _check(text: str, *, same_as_mlir: bool) -> None:
    failure = check_optimized(text)
    assert failure is None, str(failure)
    decisions = optimization_decisions(text)
    if same_as_mlir:
        assert not decisions.differences()
    missed = {
        decisions.descriptions[tag]: (decisions.ours[tag], decisions.mlir[tag])
        for tag in decisions.mlir_only()
    }
    assert not missed, missed


@pytest.mark.parametrize("path", CORPUS, ids=[path.stem for path in CORPUS])
def test_corpus_program(path: Path):
    """On the corpus the two agree on every allocation (12 moved and 22
    promoted in all; the differences of docs/buffer-optimizations.md need
    inputs the corpus does not have)."""
    _check(path.read_text(), same_as_mlir=True)


MLIR_LIVENESS_INVALID = {"index_switch", "realloc", "scf_for"}
"""Corpus programs on which MLIR 22's optimize-allocation-liveness moves a
free after the function's return (a value that may hold the buffer is
returned)."""


MLIR_CANNOT_DEALLOCATE = {
    "existing_deallocs",
    "isolated_region",
    "unknown_effects_pick",
}
"""Corpus programs MLIR 22's ownership pass rejects: nothing to compare."""


@pytest.mark.parametrize("path", CORPUS, ids=[path.stem for path in CORPUS])
def test_corpus_allocation_liveness(path: Path):
    """After deallocation, the frees moved up still free every buffer once
    and after its last use; where MLIR 22's output verifies, it is ours."""
    comparison = compare_allocation_liveness(path.read_text())
    assert comparison.failure is None, str(comparison.failure)
    if path.stem in MLIR_LIVENESS_INVALID:
        assert comparison.same_as_mlir is None
    elif path.stem not in MLIR_CANNOT_DEALLOCATE:
        assert comparison.same_as_mlir


@pytest.mark.parametrize("seed", GENERATED_SEEDS)
def test_generated_program(seed: int):
    _check(generate_program(seed, MLIR_22_INPUTS), same_as_mlir=False)
