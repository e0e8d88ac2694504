"""The corpus through both pipelines: ours must be memory-safe, MLIR's is recorded.

For every program of `corpus/` (those with private functions also with
`private-function-dynamic-ownership`): our `buffer-deallocation-pipeline`
must accept it, and its output must be accepted by `mlir-opt-22` and run
clean under the sanitizer.  `mlir-opt-22 --buffer-deallocation-pipeline`
runs too; its output (when it accepts the program) must parse in xDSL and
in mlir-opt-22, and is run under the sanitizer, but its findings and
rejections are recorded rather than failures: MLIR 22 has known bugs.  The
counters of both runs are recorded as test properties (`--junitxml`);
`scripts/compare_with_mlir.py` tabulates them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.deallocation.differential import (
    Comparison,
    OutputCheck,
    compare_program,
    input_undefined_behaviour,
)
from xdsl_dealloc.testing.pipelines import PipelineOptions, Status

CORPUS = Path(__file__).parent / "corpus"
PROGRAMS = sorted(CORPUS.glob("*.mlir"))

KNOWN_FAILURES: dict[str, str] = {}
"""Corpus programs our pipeline gets wrong today, with the reason (strict xfails)."""

MLIR_FAILS = {
    "cf_switch.mlir": (Status.REJECTED, "more than one successor"),
    "forwarded_and_used.mlir": (Status.REJECTED, "does not have valid ownership"),
    "early_return_with_block_argument.mlir": (
        Status.CRASHED,
        "deallocateBuffersOwnershipBased",
    ),
    "unknown_effects_pick.mlir": (Status.REJECTED, "unknown memory side effects"),
    "isolated_region.mlir": (Status.REJECTED, "unknown memory side effects"),
    "existing_deallocs.mlir": (Status.REJECTED, "memory free side-effect"),
    "partial_frees.mlir": (Status.REJECTED, "memory free side-effect"),
    "cf_loops.mlir": (Status.REJECTED, "Only structured control-flow loops"),
}
"""Programs MLIR 22's pipeline rejects or crashes on, with a part of its output."""

RecordProperty = Callable[[str, object], None]


def _cases() -> list[object]:
    cases: list[object] = []
    for path in PROGRAMS:
        # The option only changes programs with private functions.
        has_private = "func.func private" in path.read_text()
        for dynamic in (False, True) if has_private else (False,):
            marks = (
                [pytest.mark.xfail(strict=True, reason=KNOWN_FAILURES[path.name])]
                if path.name in KNOWN_FAILURES
                else []
            )
            cases.append(
                pytest.param(
                    path,
                    PipelineOptions(private_function_dynamic_ownership=dynamic),
                    id=f"{path.stem}{'-dynamic-ownership' if dynamic else ''}",
                    marks=marks,
                )
            )
    return cases


def _record(record_property: RecordProperty, who: str, check: OutputCheck) -> None:
    record_property(f"{who}_status", check.run.status.value)
    if check.counters is not None:
        record_property(f"{who}_counters", check.counters.as_dict())
    if check.static is not None:
        record_property(f"{who}_static", vars(check.static))
    record_property(f"{who}_findings", [kind.value for kind in check.finding_kinds])


def test_corpus_is_large_and_valid_input():
    assert len(PROGRAMS) >= 20
    for path in PROGRAMS:
        assert input_undefined_behaviour(path.read_text()) == [], path.name


@needs_mlir
@pytest.mark.parametrize(("path", "options"), _cases())
def test_both_pipelines(
    path: Path, options: PipelineOptions, record_property: RecordProperty
):
    comparison: Comparison = compare_program(path.read_text(), path.name, options)
    ours, mlir = comparison.ours, comparison.mlir
    _record(record_property, "ours", ours)
    _record(record_property, "mlir", mlir)

    assert ours.accepted, ours.run.message
    assert ours.mlir_rejection is None, ours.mlir_rejection
    assert ours.unparsable is None, ours.unparsable
    assert ours.report is not None and ours.report.clean, (
        ours.report and ours.report.format()
    )
    assert ours.counters is not None and ours.counters.executed_ops > 0

    if path.name in MLIR_FAILS:
        status, message = MLIR_FAILS[path.name]
        assert mlir.run.status is status
        assert message in mlir.run.message
        return
    assert mlir.accepted, mlir.run.message
    assert mlir.mlir_rejection is None, mlir.mlir_rejection
    assert mlir.unparsable is None, mlir.unparsable
    assert mlir.report is not None
