"""What `one-shot-bufferize` cannot do gets a diagnostic naming the op and
where it is, and leaves the module as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from tests.markers import needs_mlir
from tests.one_shot_bufferize.test_corpus import TWO_YIELDS
from xdsl_dealloc.pass_options import PassOptionError
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.one_shot import (
    mlir_bufferization,
    our_bufferization,
)
from xdsl_dealloc.testing.mlir_tools import MlirToolError
from xdsl_dealloc.testing.pipelines import pipeline_context
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


_READ_AFTER_MATERIALIZE = """
func.func @main(%i: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %s = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %d[%i] : tensor<4xf32>
  %y = tensor.extract %r[%i] : tensor<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
"""

_MATERIALIZE_INTO_ARGUMENT = """
func.func @f(%t: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

_TWO_SPACES = """
  %a = bufferization.alloc_tensor() {memory_space = 0 : i64} : tensor<4xf32>
  %b = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
"""

_IF_OF_SPACES = f"""
func.func @f(%c: i1, %i: index) -> f32 {{{_TWO_SPACES}
  %r = scf.if %c -> tensor<4xf32> {{
    scf.yield %a : tensor<4xf32>
  }} else {{
    scf.yield %b : tensor<4xf32>
  }}
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}}
"""

_SELECT_OF_SPACES = f"""
func.func @f(%c: i1, %i: index) -> f32 {{{_TWO_SPACES}
  %r = arith.select %c, %a, %b : tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}}
"""

_SWITCH_OF_SPACES = f"""
func.func @f(%c: index, %i: index) -> f32 {{{_TWO_SPACES}
  %r = scf.index_switch %c -> tensor<4xf32>
  case 1 {{
    scf.yield %a : tensor<4xf32>
  }}
  default {{
    scf.yield %b : tensor<4xf32>
  }}
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}}
"""

_FOR_OF_SPACES = f"""
func.func @f(%n: index, %i: index) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index{_TWO_SPACES}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {{
    scf.yield %b : tensor<4xf32>
  }}
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}}
"""

_WHILE_OF_SPACES = f"""
func.func @f(%c: i1, %i: index) -> f32 {{{_TWO_SPACES}
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> tensor<4xf32> {{
    scf.condition(%c) %t : tensor<4xf32>
  }} do {{
  ^bb0(%u: tensor<4xf32>):
    scf.yield %b : tensor<4xf32>
  }}
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}}
"""

_PERMUTED_LAYOUT = """
func.func private @g(%t: tensor<4x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d1, d0)>}, %i: index) -> f32 {
  %s = tensor.extract_slice %t[0, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %x = tensor.extract %s[%i, %i] : tensor<2x2xf32>
  return %x : f32
}
"""

REJECTED_AS_IN_MLIR = [
    pytest.param(
        _READ_AFTER_MATERIALIZE,
        "",
        "'linalg.fill' op",
        "not bufferizable under the given constraints: cannot avoid RaW conflict",
        id="read-after-materialize",
    ),
    pytest.param(
        _READ_AFTER_MATERIALIZE,
        "test-analysis-only",
        "'linalg.fill' op",
        "not bufferizable under the given constraints: cannot avoid RaW conflict",
        id="read-after-materialize-analysis-only",
    ),
    pytest.param(
        _MATERIALIZE_INTO_ARGUMENT,
        "",
        "'bufferization.materialize_in_destination' op",
        "not bufferizable under the given constraints: would write to read-only buffer",
        id="materialize-into-argument",
    ),
    pytest.param(
        _IF_OF_SPACES,
        "",
        "'scf.if' op",
        "inconsistent memory space on then/else branches",
        id="if",
    ),
    pytest.param(
        _SELECT_OF_SPACES,
        "",
        "'arith.select' op",
        "inconsistent memory space on true/false operands",
        id="select",
    ),
    pytest.param(
        _SWITCH_OF_SPACES,
        "",
        "'scf.index_switch' op",
        "inconsistent memory space on switch cases",
        id="index-switch",
    ),
    pytest.param(
        _FOR_OF_SPACES,
        "allow-return-allocs-from-loops",
        "'scf.for' op",
        "init_arg and yielded value bufferize to inconsistent memory spaces",
        id="for",
    ),
    pytest.param(
        _WHILE_OF_SPACES,
        "allow-return-allocs-from-loops",
        "'scf.while' op",
        "init_arg and yielded value bufferize to inconsistent memory spaces",
        id="while",
    ),
    pytest.param(
        _PERMUTED_LAYOUT,
        "bufferize-function-boundaries",
        "'tensor.extract_slice' op",
        "base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided",
        id="permuted-argument-layout",
    ),
]


@pytest.mark.parametrize(("text", "options", "op", "message"), REJECTED_AS_IN_MLIR)
def test_rejected_with_mlirs_message(
    text: str, options: str, op: str, message: str
) -> None:
    """Programs MLIR 22 rejects (a must-in-place write that conflicts
    whatever is decided, buffers of different memory spaces meeting in one
    value, a slice of a layout that is not strided) get its message, on the
    op it names, and the module stays as it was."""
    module = parse_module(text, filename="input.mlir")
    before = str(module)
    with pytest.raises(DiagnosticException) as raised:
        our_bufferization_of(module, options)
    assert str(raised.value).startswith(op)
    assert message in str(raised.value)
    assert str(module) == before


@needs_mlir
@pytest.mark.parametrize(("text", "options", "op", "message"), REJECTED_AS_IN_MLIR)
def test_mlir_rejects_them_alike(
    text: str, options: str, op: str, message: str
) -> None:
    with pytest.raises(MlirToolError) as raised:
        mlir_bufferization(text, options)
    assert message in str(raised.value)


def our_bufferization_of(module: ModuleOp, options: str) -> None:
    specification = (
        f"one-shot-bufferize{{{options}}}" if options else "one-shot-bufferize"
    )
    PassPipeline.parse_spec(Universe.get_multiverse().all_passes, specification).apply(
        pipeline_context(), module
    )
