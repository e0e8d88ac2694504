"""The One-Shot Bufferize corpus, each program under each of its option
sets: it bufferizes with mlir-opt-22, is freed by our deallocation
pipeline, runs clean under the sanitizer for all inputs and computes the
values its EXPECT lines give (checked by hand); and, once our
`one-shot-bufferize` is registered, ours computes the same values with no
more allocations or copies."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.universe import Universe

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    compare,
    execute_bufferized,
    load_corpus,
    run_mlir,
    run_ours,
)

CORPUS = load_corpus(Path(__file__).parent / "corpus")

OURS_NOT_THERE_YET: dict[str, str] = {}
"""Programs our pass does not bufferize like MLIR yet, and why (strict
xfail: one that starts to pass must leave this list)."""


def _by_name(name: str) -> CorpusProgram:
    return next(program for program in CORPUS if program.name == name)


def test_corpus_covers_every_construct():
    """At least 40 programs with hand-checked values, and each construct
    below in one of them."""
    assert sum(1 for program in CORPUS if program.expected) >= 40
    text = "\n".join(program.text for program in CORPUS)
    for construct in (
        "tensor.extract_slice",
        "tensor.insert_slice",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.while",
        "scf.forall",
        "tensor.parallel_insert_slice",
        "arith.constant dense",
        "linalg.generic",
        "tensor.from_elements",
        "tensor.pad",
        "tensor.collapse_shape",
        "tensor.expand_shape",
        "tensor.generate",
        "bufferization.to_tensor",
        "bufferization.alloc_tensor",
        "bufferization.materialize_in_destination",
        "linalg.map",
        "linalg.matmul",
        "allow-return-allocs-from-loops",
        "bufferize-function-boundaries",
        "copy-before-write",
        "analysis-heuristic",
    ):
        assert construct in text, construct


@needs_mlir
@pytest.mark.parametrize("program", CORPUS, ids=lambda p: p.name)
def test_mlir_bufferization_runs_clean_with_the_expected_values(
    program: CorpusProgram,
):
    execution = run_mlir(program)
    assert execution.ok, execution.error
    assert execution.report is not None
    assert execution.clean, execution.report.format()
    outcomes = {outcome.text for outcome in execution.outcomes}
    for expected in program.expected:
        assert expected in outcomes, sorted(outcomes)


@needs_mlir
def test_a_missing_copy_changes_the_outcome():
    """The differential sees a wrong bufferization: MLIR's output of
    `read_after_write` with the copy of the inserted-into buffer removed
    (the insert then lands in place) returns the new value as the old."""
    program = _by_name("read_after_write")
    right = run_mlir(program)
    assert right.counts is not None and right.counts.copies == 1
    lines = right.bufferized.splitlines()
    (copy_line,) = [line for line in lines if "memref.copy" in line]
    source, target = copy_line.split("memref.copy ")[1].split(" :")[0].split(", ")
    kept = [
        line
        for line in lines
        if line != copy_line and not line.strip().startswith(f"{target} =")
    ]
    wrong_text = re.sub(re.escape(target) + r"\b", source, "\n".join(kept))
    wrong = execute_bufferized(wrong_text, program.argument_names())
    assert wrong.ok, wrong.error
    assert {o.text for o in right.outcomes} == {
        "@old_and_new(%i = 0): 1.0, 5.0",
        "@old_and_new(%i = 1): 1.0, 5.0",
        "@old_and_new(%i = 3): 1.0, 5.0",
    }
    assert {o.text for o in wrong.outcomes} == {
        "@old_and_new(%i = 0): 5.0, 5.0",
        "@old_and_new(%i = 1): 5.0, 5.0",
        "@old_and_new(%i = 3): 5.0, 5.0",
    }


def _ours_registered() -> bool:
    return "one-shot-bufferize" in Universe.get_multiverse().all_passes


@needs_mlir
@pytest.mark.skipif(
    not _ours_registered(), reason="our one-shot-bufferize is not registered yet"
)
@pytest.mark.parametrize(
    "program",
    [
        pytest.param(
            p,
            marks=pytest.mark.xfail(reason=OURS_NOT_THERE_YET[p.name], strict=True),
        )
        if p.name in OURS_NOT_THERE_YET
        else p
        for p in CORPUS
    ],
    ids=lambda p: p.name,
)
def test_ours_computes_what_mlir_computes_with_no_more_buffers(
    program: CorpusProgram,
):
    comparison = compare(program)
    assert comparison.ours.ok, comparison.ours.error
    assert comparison.ours.clean
    assert comparison.same_outcomes
    assert not comparison.count_differences()


FEWER_THAN_MLIR = {
    "writes_before_a_join": ((2, 0), (3, 1)),
    "fill_read_by_two_writers": ((4, 0), (4, 2)),
}
"""Programs where ours allocates or copies less than MLIR 22, with the
same values: (allocations, copies) of ours, then of MLIR's."""


@needs_mlir
@pytest.mark.skipif(
    not _ours_registered(), reason="our one-shot-bufferize is not registered yet"
)
@pytest.mark.parametrize("name", sorted(FEWER_THAN_MLIR))
def test_ours_copies_less_than_mlir_with_the_same_values(name: str):
    """A write before a join reaching no read-only or read buffer is in
    place; a filled tensor needed twice is filled again, not copied."""
    comparison = compare(_by_name(name))
    assert comparison.same_outcomes
    assert comparison.ours.clean
    counts = [comparison.ours.counts, comparison.mlir.counts]
    assert all(count is not None for count in counts)
    assert [
        (count.allocations, count.copies) for count in counts if count is not None
    ] == list(FEWER_THAN_MLIR[name])


TWO_YIELDS = """
func.func @two_yields(%c: i1) -> f32 {
  %r = scf.execute_region -> tensor<2xf32> {
    %e = tensor.empty() : tensor<2xf32>
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %e : tensor<2xf32>
  ^b:
    scf.yield %e : tensor<2xf32>
  }
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r[%c0] : tensor<2xf32>
  return %x : f32
}
"""


@needs_mlir
def test_failures_are_reported_not_raised():
    """A program MLIR rejects, and an option our pass does not take, end in
    an `Execution` saying where the chain stopped."""
    rejected = run_mlir(CorpusProgram("two_yields", TWO_YIELDS))
    assert not rejected.ok
    assert "op without unique scf.yield is not supported" in rejected.error
    bad_option = run_ours(
        CorpusProgram("two_yields", TWO_YIELDS, options=("no-such-option=true",))
    )
    assert bad_option.error.startswith("pipeline: one-shot-bufferize: unknown option")
