"""What `one-shot-bufferize` cannot do gets a diagnostic naming the op and
where it is, and leaves the module as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from tests.one_shot_bufferize.test_corpus import TWO_YIELDS
from xdsl_dealloc.pass_options import PassOptionError
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization import our_bufferization
from xdsl_dealloc.testing.differential import pipeline_context
from xdsl_dealloc.transforms.one_shot_bufferize import OneShotBufferizePass

CORPUS = Path(__file__).parent / "corpus"

SWAPPING_LOOP = """
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %a0 = tensor.empty() : tensor<4xf32>
  %b0 = tensor.empty() : tensor<4xf32>
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<4xf32>, tensor<4xf32>) {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %b, %w : tensor<4xf32>, tensor<4xf32>
  }
  %x = tensor.extract %r#1[%c0] : tensor<4xf32>
  return %x : f32
}
"""


def _rejects(text: str, pass_: OneShotBufferizePass, message: str) -> None:
    module = parse_module(text, filename="input.mlir")
    before = str(module)
    with pytest.raises(DiagnosticException, match=message):
        pass_.apply(pipeline_context(), module)
    assert str(module) == before  # nothing half-rewritten


def test_a_loop_yielding_another_buffer_names_the_loop_its_argument_and_the_option() -> (
    None
):
    _rejects(
        SWAPPING_LOOP,
        OneShotBufferizePass(),
        r"'scf.for' op at loc\(\"input.mlir\":8:3\): Yield operand #0 is not "
        r"equivalent to the corresponding iter bbArg: the loop yields %b for "
        r"iteration argument %a \(#0\).*allow-return-allocs-from-loops",
    )


def test_the_option_allows_it() -> None:
    text = str(our_bufferization(SWAPPING_LOOP, "allow-return-allocs-from-loops"))
    assert "tensor" not in text


def test_to_tensor_without_restrict_is_rejected_as_in_mlir() -> None:
    _rejects(
        """
func.func @main(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}
""",
        OneShotBufferizePass(),
        "'bufferization.to_tensor' op at loc\\(\"input.mlir\":3:3\\): to_tensor ops "
        "without `restrict` are not supported by One-Shot Analysis",
    )


def test_a_tensor_op_without_model_is_rejected() -> None:
    _rejects(
        """
func.func @main(%f: f32) -> tensor<2xi32> {
  %s = tensor.splat %f : tensor<2xf32>
  %t = tensor.bitcast %s : tensor<2xf32> to tensor<2xi32>
  return %t : tensor<2xi32>
}
""",
        OneShotBufferizePass(),
        "'tensor.bitcast' op at .*: has tensor operands or results but no "
        "bufferization model",
    )


def test_an_execute_region_of_several_yields_is_rejected_as_in_mlir() -> None:
    _rejects(
        TWO_YIELDS,
        OneShotBufferizePass(),
        "'scf.execute_region' op at .*: op without unique scf.yield is not supported",
    )


@pytest.mark.parametrize(
    ("pass_", "message"),
    [
        (
            OneShotBufferizePass(analysis_heuristic="sideways"),
            "'sideways' is not a valid value for 'analysis-heuristic' "
            "\\(one of bottom-up, top-down, bottom-up-from-terminators, fuzzer\\)",
        ),
        (
            OneShotBufferizePass(unknown_type_conversion="infer-layout-map"),
            "'infer-layout-map' is not a valid value for 'unknown-type-conversion'",
        ),
        (
            OneShotBufferizePass(function_boundary_type_conversion="inferred"),
            "'inferred' is not a valid value for 'function-boundary-type-conversion' "
            "\\(one of fully-dynamic-layout-map, identity-layout-map, "
            "infer-layout-map\\)",
        ),
        (
            OneShotBufferizePass(
                must_infer_memory_space=True, use_encoding_for_memory_space=True
            ),
            "only one of 'must-infer-memory-space' and "
            "'use-encoding-for-memory-space' are allowed",
        ),
    ],
)
def test_options_it_does_not_take(pass_: OneShotBufferizePass, message: str) -> None:
    with pytest.raises(PassFailedException, match=message):
        pass_.apply(pipeline_context(), parse_module("func.func @f() { return }"))


def test_a_misspelt_option_names_the_options() -> None:
    with pytest.raises(PassOptionError, match="unknown option allow-return-alloc;"):
        our_bufferization("func.func @f() { return }", "allow-return-alloc")


def test_top_down_can_make_a_loop_yield_another_buffer_as_in_mlir() -> None:
    text = (CORPUS / "loop_slice_read.mlir").read_text()
    with pytest.raises(DiagnosticException, match="'scf.for' op .*Yield operand #0"):
        our_bufferization(text, "analysis-heuristic=top-down")
    our_bufferization(text)  # bottom-up keeps the loop in place


def test_a_block_argument_no_branch_passes_a_buffer_is_rejected_as_in_mlir() -> None:
    _rejects(
        """
func.func @f(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  return %one : f32
^orphan(%t: tensor<2xf32>):
  %x = tensor.extract %t[%c0] : tensor<2xf32>
  cf.br ^orphan(%t : tensor<2xf32>)
}
""",
        OneShotBufferizePass(bufferize_function_boundaries=True),
        "'func.func' op .*could not infer the buffer type of block argument #0",
    )


def test_an_indirect_call_of_tensors_is_an_unknown_op() -> None:
    _rejects(
        """
func.func private @id(%t: tensor<2xf32>) -> tensor<2xf32> {
  return %t : tensor<2xf32>
}

func.func @f(%t: tensor<2xf32>) -> tensor<2xf32> {
  %g = func.constant @id : (tensor<2xf32>) -> tensor<2xf32>
  %r = func.call_indirect %g(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
""",
        OneShotBufferizePass(bufferize_function_boundaries=True),
        "'func.call_indirect' op at loc\\(\"input.mlir\":8:3\\): has tensor operands "
        "or results but no bufferization model",
    )


def test_a_buffer_without_memory_space_is_rejected_when_it_must_be_inferred() -> None:
    """As MLIR 22: `must-infer-memory-space` leaves no default memory space
    to a new buffer; the module stays as it was."""
    _rejects(
        """
func.func @f(%i: index, %x: f32) -> f32 {
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %u = tensor.insert %x into %t[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %v = tensor.insert %x into %e[%i] : tensor<4xf32>
  %a = tensor.extract %u[%i] : tensor<4xf32>
  %b = tensor.extract %v[%i] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
""",
        OneShotBufferizePass(must_infer_memory_space=True),
        r"'tensor.empty' op at loc\(\"input.mlir\":5:3\): could not infer memory space",
    )
