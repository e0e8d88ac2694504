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

from tests.markers import needs_mlir
from xdsl_dealloc.testing.frontend.corpus import (
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
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection

SAMPLE = Path(__file__).parent / "corpus"

CHEAP: tuple[str, ...] = (
    "test_clip_default_int8_inbounds",
    "test_constantofshape_int_shape_zero",
    "test_reduce_min_empty_set",
    "test_reshape_one_dim",
    "test_matmul_2d",
    "test_cos_example",
    "test_cosh_example",
    "test_sqrt_example",
    "test_asinh_example",
    "test_atanh_example",
    "test_isnan_float16",
    "test_max_uint8",
    "test_not_2d",
    "test_bitshift_left_int8",
    "test_min_int16",
    "test_pow_example",
    "test_div_example",
    "test_or2d",
    "test_einsum_batch_diagonal",
    "test_bitwise_not_3d",
    "test_less_equal_int8",
    "test_globalmaxpool_precomputed",
    "test_mul_uint64",
    "test_sigmoid_example",
    "test_relu",
    "test_dequantizelinear_int16",
    "test_maxpool_2d_ceil_output_size_reduce_by_one",
    "test_isinf",
    "test_mod_uint16",
    "test_triu_zero",
)
"""Cheap modules of distinct op families, checked and run."""

BUFFERIZED: tuple[str, ...] = (
    *CHEAP,
    "test_averagepool_1d_default",
    "test_maxpool_1d_default",
    "test_globalaveragepool_precomputed",
    "test_lrn_default",
    "test_causal_conv_with_state_decode_step_expanded",
    "test_convinteger_without_padding",
    "test_mod_float16_mixed_sign_fmod_0",
    "test_bernoulli",
    "test_constant_pad",
    "test_tile_precomputed",
    "test_matmulinteger",
    "test_einsum_batch_matmul_bfloat16",
    "test_rotary_embedding_3d_input_expanded",
    "test_stft_with_window",
    "test_reduce_l1_empty_set",
    "test_attention_local_window_gqa_rank4_mask_expanded",
    "test_squeeze_negative_axes",
    "test_simple_rnn_defaults",
    "test_det_2d",
    "test_qlinearmatmul_2D_int8_float32",
    "test_nonmaxsuppression_single_box",
)
"""Modules checked up to the buffer counts: cheap ones of distinct op
families, one of each failure class of ours the campaign found, and one of
each family that allocated or copied more than MLIR 22 (collapses of
arguments around unit dimensions, loops over time steps, 0-element
reductions, a concat with an empty input)."""

EXECUTED: tuple[str, ...] = (
    *CHEAP,
    "test_attention_local_window_gqa_rank4_mask_expanded",
    "test_matmulinteger",
    "test_stft_with_window",
)
"""Modules also run (those that run quickly)."""

KNOWN_FAILURES: dict[str, str] = {}
"""Modules our flow does not take yet, with the failure class."""

MORE_BUFFERS_THAN_MLIR: dict[str, str] = {}
"""Modules where ours allocates or copies more than MLIR 22."""

WRONG_VALUES: dict[str, str] = {}
"""Modules whose output our flow computes wrongly, with the cause."""

pytestmark = needs_mlir
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
@pytest.mark.parametrize("name", _cases(EXECUTED, KNOWN_FAILURES | WRONG_VALUES))
def test_computes_onnx_expected_values(name: str):
    case = _case(name)
    execution = execute(_our_output(name), case, valgrind=True)

    assert compare_values(case, execution) is None
    assert execution.valgrind == ""


@needs_execution
def test_a_wrong_result_is_caught():
    """The comparison has teeth: `Div` computing a product fails it (4 * 2
    where 4 / 2 is expected; 3 * 1 and 3 / 1 agree)."""
    case = _case("test_div_example")
    wrong = FrontendCase(
        case.name,
        case.text.replace("arith.divf", "arith.mulf"),
        case.inputs,
        case.outputs,
    )
    run = our_flow(wrong.text)
    assert run.output is not None, run.message

    mismatch = compare_values(wrong, execute(run.output, wrong))

    assert mismatch == "result 0[1] is 8, expected 2.0"


@needs_execution
def test_a_read_out_of_bounds_is_caught():
    """A model reading past its input (as torch-mlir's GridSample with zeros
    padding does) may print other values under valgrind than under
    mlir-runner-22: the run is unclean, with valgrind's findings."""
    reading = FrontendCase(
        "test_out_of_bounds",
        "func.func @test_out_of_bounds(%arg0: tensor<2xf32>) -> tensor<1xf32> {\n"
        "  %c9 = arith.constant 9 : index\n"
        "  %0 = tensor.extract %arg0[%c9] : tensor<2xf32>\n"
        "  %1 = tensor.from_elements %0 : tensor<1xf32>\n"
        "  return %1 : tensor<1xf32>\n"
        "}\n",
        (Tensor("float32", (2,), ("1.0", "2.0")),),
        (Tensor("float32", (1,), ("0.0",)),),
    )

    execution = execute(_our_output_of(reading), reading, valgrind=True)

    assert "Invalid read" in (execution.valgrind or "")


def _our_output_of(case: FrontendCase) -> str:
    run = our_flow(case.text)
    assert run.output is not None, run.message
    return run.output


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
