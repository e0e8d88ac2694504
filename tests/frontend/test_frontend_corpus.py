"""Real programs: part of the frontend corpus's committed sample, through
our One-Shot Bufferize and deallocation pipeline, checked against MLIR 22
and run on ONNX's test inputs.

Each module (torch-mlir's linalg-on-tensors lowering of one of ONNX's
backend test cases, see corpus/README.md) must parse, bufferize with
`bufferize-function-boundaries` and deallocate; mlir-opt-22 must accept the
output; it must hold no more `memref.alloc` and `memref.copy` ops than
MLIR 22's own pipeline makes; and, lowered by mlir-opt-22 and run by
mlir-runner-22 (then under valgrind), it must compute ONNX's expected
outputs and free everything.  Modules that fail for a known reason are
strict xfails naming it, so that they fail once the reason is gone.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from xdsl_dealloc.testing.differential import mlir_opt_rejection, mlir_tools_missing
from xdsl_dealloc.testing.frontend import (
    Execution,
    FlowRun,
    FrontendCase,
    Tensor,
    buffer_counts,
    compare_values,
    execute,
    execution_tools_missing,
    mlir_flow,
    our_flow,
)

SAMPLE = Path(__file__).parent / "corpus"

BUFFERIZED: tuple[str, ...] = (
    "test_add",
    "test_and2d",
    "test_argmax_default_axis_example",
    "test_averagepool_1d_default",
)
"""Modules checked up to the buffer counts."""

EXECUTED: tuple[str, ...] = ("test_add", "test_and2d", "test_averagepool_1d_default")
"""Modules also run (those that run quickly)."""

KNOWN_FAILURES: dict[str, str] = {
    "test_averagepool_1d_default": "xDSL lacks linalg.pooling_ncw_sum"
}
"""Modules our flow does not take yet, with the failure class."""

MORE_BUFFERS_THAN_MLIR: dict[str, str] = {}
"""Modules where ours allocates or copies more than MLIR 22."""

pytestmark = pytest.mark.skipif(
    mlir_tools_missing() is not None, reason=mlir_tools_missing() or ""
)
needs_execution = pytest.mark.skipif(
    execution_tools_missing() is not None, reason=execution_tools_missing() or ""
)


def _cases(names: tuple[str, ...], known: dict[str, str]) -> list[object]:
    return [
        pytest.param(
            name,
            marks=pytest.mark.xfail(strict=True, reason=known[name])
            if name in known
            else (),
            id=name,
        )
        for name in names
    ]


@cache
def _case(name: str) -> FrontendCase:
    return FrontendCase.load(SAMPLE / f"{name}.mlir")


@cache
def _ours(name: str) -> FlowRun:
    return our_flow(_case(name).text)


def _our_output(name: str) -> str:
    run = _ours(name)
    assert run.output is not None, f"{run.stage}: {run.message}"
    return run.output


@pytest.mark.parametrize("name", _cases(BUFFERIZED, KNOWN_FAILURES))
def test_bufferized_output_is_accepted_by_mlir(name: str):
    assert mlir_opt_rejection(_our_output(name)) is None


@pytest.mark.parametrize(
    "name", _cases(BUFFERIZED, KNOWN_FAILURES | MORE_BUFFERS_THAN_MLIR)
)
def test_no_more_allocations_and_copies_than_mlir(name: str):
    ours = buffer_counts(_our_output(name))
    mlir = mlir_flow(_case(name).text)
    assert mlir.output is not None, mlir.message
    theirs = buffer_counts(mlir.output)

    assert ours[0] <= theirs[0] and ours[1] <= theirs[1], (ours, theirs)


@needs_execution
@pytest.mark.parametrize("name", _cases(EXECUTED, KNOWN_FAILURES))
def test_computes_onnx_expected_values(name: str):
    case = _case(name)
    execution = execute(_our_output(name), case, valgrind=True)

    assert compare_values(case, execution) is None
    assert execution.valgrind == ""


@needs_execution
def test_a_wrong_result_is_caught():
    """The comparison has teeth: `Add` computing a difference fails it."""
    case = _case("test_add")
    wrong = FrontendCase(
        case.name,
        case.text.replace("arith.addf", "arith.subf"),
        case.inputs,
        case.outputs,
    )
    run = our_flow(wrong.text)
    assert run.output is not None, run.message

    mismatch = compare_values(wrong, execute(run.output, wrong))

    assert mismatch is not None and mismatch.startswith("result 0[0] is ")


def test_values_compare_as_onnx_expects():
    """Unsigned data printed as signed, NaN, infinities, the tolerance."""
    expected = FrontendCase(
        "test_values",
        "",
        (),
        (
            Tensor("uint8", (2,), (255, 0)),
            Tensor("float32", (3,), ("nan", "-inf", "1.0")),
        ),
    )

    def printed(last: str) -> Execution:
        return Execution([((2,), ["-1", "0"]), ((3,), ["nan", "-inf", last])], None)

    assert compare_values(expected, printed("1.00001")) is None
    assert (
        compare_values(expected, printed("1.001"))
        == "result 1[2] is 1.001, expected 1.0"
    )
    assert compare_values(expected, printed("inf")) is not None
