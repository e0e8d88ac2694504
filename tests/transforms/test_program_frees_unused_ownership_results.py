"""With private-function-dynamic-ownership, a second run of the pipeline
gives a private function a second ownership result; once the merge of
duplicate ownerships has given its uses to the first, no call reads it,
and it goes from the function, its returns and its calls.  A function a
`func.constant` names keeps every result."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, i1

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)

from .pipeline_checks import results_by_input

PROGRAM = """
func.func private @pick(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %zero = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %two, %a[%zero] : memref<2xf32>
  %r = arith.select %c, %a, %arg : memref<2xf32>
  return %r : memref<2xf32>
}
func.func @reads(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %b[%zero] : memref<2xf32>
  %m = func.call @pick(%c, %b) : (i1, memref<2xf32>) -> memref<2xf32>
  %v = memref.load %m[%zero] : memref<2xf32>
  return %v : f32
}
"""

FLAGGED = """
func.func private @flagged(%c: i1) -> i1 {
  return %c : i1
}
func.func @calls_flagged(%c: i1) -> i1 {
  %f = func.constant @flagged : (i1) -> i1
  %unused = func.call @flagged(%c) : (i1) -> i1
  %r = func.call_indirect %f(%c) : (i1) -> i1
  return %r : i1
}
"""


def _dynamic_pipeline(text: str) -> ModuleOp:
    module = parse_module(text)
    BufferDeallocationPipelinePass(private_function_dynamic_ownership=True).apply(
        pipeline_context(), module
    )
    return module


def _function(module: ModuleOp, name: str) -> func.FuncOp:
    return next(
        op
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == name
    )


def test_second_ownership_result_dropped():
    once = _dynamic_pipeline(PROGRAM)
    twice = _dynamic_pipeline(str(once))
    for module in (once, twice):
        pick = _function(module, "pick")
        assert len(pick.function_type.outputs) == 2
        assert pick.function_type.outputs.data[1] == i1
        # %c = true: the fresh buffer (2.0), false: the argument (1.0).
        assert results_by_input(module, "reads") == {
            "%c = false": (1.0,),
            "%c = true": (2.0,),
        }
    assert str(twice) == str(_dynamic_pipeline(str(twice)))


def test_function_named_by_a_constant_keeps_its_results():
    module = _dynamic_pipeline(FLAGGED)
    assert _function(module, "flagged").function_type.outputs.data == (i1,)
    assert results_by_input(module, "calls_flagged") == {
        "%c = false": (False,),
        "%c = true": (True,),
    }
