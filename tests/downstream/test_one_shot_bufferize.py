"""A dialect defined outside the package is bufferized by
`one-shot-bufferize` through models it registers itself; an op without a
model is rejected, or kept on tensors with `allow-unknown-ops`."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException

from tests.downstream.my_tensor_dialect import MyTensor, register
from xdsl_dealloc.interfaces.bufferization_state import BufferizationOptions
from xdsl_dealloc.sanitizer import check_module
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.one_shot_bufferize import (
    OneShotBufferizePass,
    one_shot_bufferize,
)

register()

# %t is scaled into itself (element-wise: in place), then into a fresh
# tensor while %t is still read afterwards.
PROGRAM = """
func.func @main(%i: index) -> f32 {
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %t = tensor.from_elements %one, %two, %three, %one : tensor<4xf32>
  %doubled = mytensor.scale %t by %two into %t : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %tripled = mytensor.scale %doubled by %three into %e : tensor<4xf32>
  %a = tensor.extract %tripled[%i] : tensor<4xf32>
  %b = tensor.extract %doubled[%i] : tensor<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}
"""


def _context() -> Context:
    context = pipeline_context()
    if "mytensor" not in context.registered_dialect_names:
        context.register_dialect("mytensor", lambda: MyTensor)
    return context


def _parse(text: str) -> ModuleOp:
    return Parser(_context(), text).parse_module()


def test_a_downstream_op_bufferizes_in_place_and_computes_its_values() -> None:
    module = _parse(PROGRAM)
    analysed = module.clone()
    one_shot_bufferize(analysed, BufferizationOptions(test_analysis_only=True))
    marks = [
        op.attributes["__inplace_operands_attr__"]
        for op in analysed.walk()
        if op.name == "mytensor.scale"
    ]
    # Reading and writing %t element by element is no conflict.
    assert [str(mark) for mark in marks] == [
        '["true", "none", "true"]',
        '["true", "none", "true"]',
    ]
    context = _context()
    OneShotBufferizePass().apply(context, module)
    assert "mytensor" not in str(module)
    BufferDeallocationPipelinePass().apply(context, module)
    report = check_module(module)
    assert report.clean, report.format()
    # (t * 2) * 3 + t * 2 at each index
    assert {run.inputs[0][1]: run.results for run in report.runs} == {
        "0": (8.0,),
        "1": (16.0,),
        "3": (8.0,),
    }


OPAQUE = """
func.func @main(%i: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %t = tensor.from_elements %one, %one : tensor<2xf32>
  %u = mytensor.opaque %t : tensor<2xf32>
  %a = tensor.extract %u[%i] : tensor<2xf32>
  return %a : f32
}
"""


def test_an_op_without_model_is_rejected_and_nothing_changes() -> None:
    module = _parse(OPAQUE)
    before = str(module)
    with pytest.raises(
        DiagnosticException,
        match="'mytensor.opaque' op in function @main: .*no bufferization model.*allow-unknown-ops",
    ):
        OneShotBufferizePass().apply(pipeline_context(), module)
    assert str(module) == before


def test_allow_unknown_ops_keeps_the_op_on_tensors() -> None:
    module = _parse(OPAQUE)
    OneShotBufferizePass(allow_unknown_ops=True).apply(pipeline_context(), module)
    text = str(module)
    assert "bufferization.to_tensor" in text
    assert "mytensor.opaque" in text
    assert "bufferization.to_buffer" in text
    assert "tensor.from_elements" not in text
