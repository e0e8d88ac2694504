"""The One-Shot corpus programs without hand-checked values (no `EXPECT`
lines), held to MLIR 22's own output instead, under each of their option
sets:

* our in-place decisions (`test-analysis-only`) equal MLIR's, or are in
  place where MLIR copies (none is worse);
* `mlir-opt-22` accepts our bufferized program and prints it exactly as its
  own output (but for the programs in `BETTER_THAN_MLIR`).

What they compute, ours against MLIR's, with no more allocations and
copies, is `test_corpus.py`'s.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram, load_corpus
from xdsl_dealloc.testing.bufferization.one_shot import (
    compare_decisions,
    in_place_decisions,
    mlir_bufferization,
    our_bufferization,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output

PROGRAMS = [
    program
    for program in load_corpus(Path(__file__).parent / "corpus")
    if not program.expected
]

BETTER_THAN_MLIR: dict[str, str] = {
    "disjoint_slices": "a slice read after an insert_slice into a disjoint "
    "part of its source is no conflict (MLIR 22 copies the slice)",
}
"""Programs where our analysis keeps more in place than MLIR 22's, and why."""


def test_the_programs_cover_the_models_and_options() -> None:
    text = "\n".join(program.text for program in PROGRAMS)
    for op in (
        "tensor.empty",
        "tensor.extract ",
        "tensor.insert ",
        "tensor.extract_slice",
        "tensor.insert_slice",
        "tensor.cast",
        "tensor.dim",
        "tensor.collapse_shape",
        "tensor.expand_shape",
        "tensor.from_elements",
        "tensor.concat",
        "scf.while",
        "arith.constant dense",
        "arith.select",
        "scf.for",
        "scf.if",
        "scf.execute_region",
        "scf.index_switch",
        "bufferization.alloc_tensor() copy",
        "bufferization.materialize_in_destination",
        "bufferization.to_tensor",
        "bufferization.to_buffer",
    ):
        assert op in text, op
    options = {option for program in PROGRAMS for option in program.options}
    assert "allow-return-allocs-from-loops" in options
    assert "analysis-heuristic=top-down" in options


@needs_mlir
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_decisions_as_mlir_or_better(program: CorpusProgram) -> None:
    analysis_only = " ".join((*program.options, "test-analysis-only"))
    ours = in_place_decisions(str(our_bufferization(program.text, analysis_only)))
    theirs = in_place_decisions(mlir_bufferization(program.text, analysis_only))
    comparison = compare_decisions(ours, theirs)
    assert not comparison.ops_differ, (ours, theirs)
    assert comparison.worse == 0, (ours, theirs)
    assert comparison.total > 0


@needs_mlir
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_mlir_prints_ours_as_its_own(program: CorpusProgram) -> None:
    options = " ".join(program.options)
    ours = mlir_opt_output(str(our_bufferization(program.text, options)))
    if program.name.split("[")[0] not in BETTER_THAN_MLIR:
        assert ours == mlir_bufferization(program.text, options)
