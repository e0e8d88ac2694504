"""`bufferization.buffer_layout` affine maps on function arguments, ours
against mlir-opt-22: the types of the slices of such an argument (strides
and offset read from the map), the casts or copies of what callers pass,
and the values both bufferized programs compute."""

from __future__ import annotations

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.one_shot import (
    mlir_bufferization,
    our_bufferization,
    results_by_input,
    run_deallocated,
)
from xdsl_dealloc.testing.mlir_tools import (
    MlirToolError,
    mlir_opt_output,
)

LAYOUTS = [
    "affine_map<(d0, d1) -> (d0, d1)>",
    "affine_map<(d0, d1)[s0] -> (d0, d1)>",
    "affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>",
    "affine_map<(d0, d1) -> (d1 + d0 * 8)>",
    "affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>",
]

PROGRAM = """
func.func private @corner(%t: tensor<4x8xf32> {{bufferization.buffer_layout = {layout}}}, %i: index) -> f32 {{
  %s = tensor.extract_slice %t[1, 2] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %s[%c1, %i] : tensor<2x4xf32>
  return %x : f32
}}

func.func @entry(%i: index) -> f32 {{
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} outs(%e : tensor<4x8xf32>) {{
  ^bb0(%o: f32):
    %r = linalg.index 0 : index
    %c = linalg.index 1 : index
    %k = arith.constant 8 : index
    %p = arith.muli %r, %k : index
    %q = arith.addi %p, %c : index
    %n = arith.index_cast %q : index to i32
    %f = arith.sitofp %n : i32 to f32
    linalg.yield %f : f32
  }} -> tensor<4x8xf32>
  %x = func.call @corner(%t, %i) : (tensor<4x8xf32>, index) -> f32
  return %x : f32
}}
"""

BOUNDARIES = "bufferize-function-boundaries"


@needs_mlir
@pytest.mark.parametrize("layout", LAYOUTS)
def test_slices_of_an_argument_layout_as_mlir(layout: str) -> None:
    text = PROGRAM.format(layout=layout)
    ours = str(our_bufferization(text, BOUNDARIES))
    theirs = mlir_bufferization(text, BOUNDARIES)
    assert mlir_opt_output(ours) == theirs
    report = run_deallocated(ours)
    assert report.clean, report.format()
    results = results_by_input(report)
    assert results == results_by_input(run_deallocated(theirs))
    assert {inputs: values for (_, inputs), values in results.items()} == EXPECTED


EXPECTED = {("0",): (18.0,), ("1",): (19.0,), ("3",): (21.0,)}
"""Row 2 of the slice starting at (1, 2): elements 2 * 8 + 2 + %i."""


@needs_mlir
def test_a_layout_with_symbols_no_cast_reaches_gets_a_valid_copy() -> None:
    """The caller's identity buffer cannot be cast to strides 16 and 2:
    MLIR 22 allocates the layout itself, whose symbol no allocation
    gives (its output does not verify); ours allocates those strides at
    offset 0, copies and casts, and computes the slice's values."""
    text = PROGRAM.format(layout="affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 * 2 + s0)>")
    with pytest.raises(MlirToolError, match="symbol operand count"):
        mlir_bufferization(text, BOUNDARIES)
    ours = str(our_bufferization(text, BOUNDARIES))
    mlir_opt_output(ours)  # valid
    assert "memref<4x8xf32, strided<[16, 2]>>" in ours
    report = run_deallocated(ours)
    assert report.clean, report.format()
    results = results_by_input(report)
    assert {inputs: values for (_, inputs), values in results.items()} == EXPECTED
