"""The bufferization corpus against MLIR 22's One-Shot Bufferize.

Each program of `corpus/` runs under the default options and under each
option set its first line lists (`// options: a | b=c`; `// only options:`
without the default).  For each:

* our in-place decisions (`test-analysis-only`) equal MLIR's, or are in
  place where MLIR copies (none is worse);
* our bufferized program has no more allocations and copies than MLIR's and
  is accepted by `mlir-opt-22`, which prints it exactly as its own output
  (but for the programs in `BETTER_THAN_MLIR`);
* after our `buffer-deallocation-pipeline`, ours runs clean under the
  sanitizer for every input, and computes what MLIR's bufferized program
  (deallocated and run the same way) computes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_dealloc.testing.bufferization.one_shot import (
    allocations_and_copies,
    compare_decisions,
    in_place_decisions,
    mlir_bufferization,
    option_sets,
    our_bufferization,
    results_by_input,
    run_deallocated,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output, mlir_tools_missing

CORPUS = Path(__file__).parent / "corpus"

BETTER_THAN_MLIR: dict[str, str] = {
    "disjoint_slices.mlir": "a slice read after an insert_slice into a disjoint "
    "part of its source is no conflict (MLIR 22 copies the slice)",
}
"""Programs where our analysis keeps more in place than MLIR 22's, and why."""

needs_mlir = pytest.mark.skipif(
    mlir_tools_missing() is not None, reason=mlir_tools_missing() or ""
)


def _cases() -> list[object]:
    return [
        pytest.param(path, options, id=f"{path.stem}[{options}]")
        for path in sorted(CORPUS.glob("*.mlir"))
        for options in option_sets(path.read_text())
    ]


CASES = _cases()


def test_the_corpus_covers_the_models_and_options() -> None:
    text = "\n".join(path.read_text() for path in CORPUS.glob("*.mlir"))
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
    options = {options for _, options in (case.values for case in CASES)}  # pyright: ignore
    assert "allow-return-allocs-from-loops" in options
    assert "analysis-heuristic=top-down" in options


@pytest.mark.parametrize(("path", "options"), CASES)
def test_ours_runs_clean(path: Path, options: str) -> None:
    report = run_deallocated(str(our_bufferization(path.read_text(), options)))
    assert report.clean, report.format()


@needs_mlir
@pytest.mark.parametrize(("path", "options"), CASES)
def test_decisions_as_mlir_or_better(path: Path, options: str) -> None:
    text = path.read_text()
    analysis_only = f"{options} test-analysis-only".strip()
    ours = in_place_decisions(str(our_bufferization(text, analysis_only)))
    theirs = in_place_decisions(mlir_bufferization(text, analysis_only))
    comparison = compare_decisions(ours, theirs)
    assert not comparison.ops_differ, (ours, theirs)
    assert comparison.worse == 0, (ours, theirs)
    assert comparison.total > 0


@needs_mlir
@pytest.mark.parametrize(("path", "options"), CASES)
def test_same_results_as_mlir_with_no_more_copies(path: Path, options: str) -> None:
    text = path.read_text()
    ours = str(our_bufferization(text, options))
    theirs = mlir_bufferization(text, options)
    if path.name not in BETTER_THAN_MLIR:
        assert mlir_opt_output(ours) == theirs
    mlir_opt_output(ours)  # MLIR accepts our output
    our_allocations, our_copies = allocations_and_copies(ours)
    their_allocations, their_copies = allocations_and_copies(theirs)
    assert our_allocations <= their_allocations
    assert our_copies <= their_copies
    our_report, their_report = run_deallocated(ours), run_deallocated(theirs)
    assert our_report.clean, our_report.format()
    assert results_by_input(our_report) == results_by_input(their_report)
