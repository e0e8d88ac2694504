"""The deallocation pipeline on a program written as users write it: MLIR's
custom form of `memref.global`, `memref.copy` and `memref.cast` (ranked and
unranked), in and out."""

from __future__ import annotations

from tests.markers import needs_mlir
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)

PROGRAM = """
memref.global "private" constant @weights : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>

// Copies the global into a fresh buffer, then that into a second one, and
// returns one of the two behind a cast to a dynamic size.
func.func private @pick(%c: i1) -> memref<?xf32> {
  %w = memref.get_global @weights : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %w, %a : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %r = arith.select %c, %a, %b : memref<4xf32>
  %d = memref.cast %r : memref<4xf32> to memref<?xf32>
  return %d : memref<?xf32>
}

// Reads element 2 through an unranked view and back.
func.func @main(%c: i1) -> f32 {
  %c2 = arith.constant 2 : index
  %m = func.call @pick(%c) : (i1) -> memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  %back = memref.cast %u : memref<*xf32> to memref<4xf32>
  %x = memref.load %back[%c2] : memref<4xf32>
  return %x : f32
}
"""


def test_pipeline_frees_every_buffer_of_a_custom_form_program() -> None:
    before = check_module(PROGRAM, "main")
    assert not before.clean  # both buffers leak without the pipeline
    module = parse_module(PROGRAM)
    BufferDeallocationPipelinePass().apply(pipeline_context(), module)
    after = check_module(module, "main")
    assert after.clean, after.format()
    assert {run.inputs_text: run.results for run in after.runs} == {
        "%c = false": (3.0,),
        "%c = true": (3.0,),
    }
    text = str(module)
    assert "memref.copy %w, %a : memref<4xf32> to memref<4xf32>" in text
    assert 'memref.global "private" constant @weights' in text


@needs_mlir
def test_mlir_accepts_the_pipeline_output() -> None:
    module = parse_module(PROGRAM)
    BufferDeallocationPipelinePass().apply(pipeline_context(), module)
    assert mlir_opt_rejection(str(module)) is None
