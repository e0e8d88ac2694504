"""Buffers made tensors by `bufferization.to_tensor` (what One-Shot Bufferize
leaves where tensors still cross blocks): the deallocation pass follows
buffers through memrefs only and frees them at the end of a block at the
earliest, so a tensor of a buffer used within that block is safe, and one
that leaves it is rejected before anything is rewritten (MLIR 22's pass
frees the buffer there and the tensor is read after the free)."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import DiagnosticException

from tests.markers import needs_mlir
from tests.transforms.pipeline_checks import deallocated, results_by_input
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)

READ_IN_NESTED_REGION = """
func.func @read_in_branch(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<2xf32>
  memref.store %f, %m[%c1] : memref<2xf32>
  %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  %r = scf.if %c -> f32 {
    %b = bufferization.to_buffer %t read_only : tensor<2xf32> to memref<2xf32>
    %x = memref.load %b[%c1] : memref<2xf32>
    scf.yield %x : f32
  } else {
    scf.yield %g : f32
  }
  return %r : f32
}
"""

# What One-Shot Bufferize (ours and MLIR 22's) makes of a join of tensors
# while block arguments stay tensors.
TENSOR_THROUGH_BLOCK_ARGUMENT = """
func.func @join(%c: i1, %i: index) -> f32 {
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<2xf32>
  memref.store %f, %m[%i] : memref<2xf32>
  %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %n = memref.alloc() : memref<2xf32>
  memref.copy %m, %n : memref<2xf32> to memref<2xf32>
  %u = bufferization.to_tensor %n restrict : memref<2xf32> to tensor<2xf32>
  cf.br ^join(%u : tensor<2xf32>)
^b:
  cf.br ^join(%t : tensor<2xf32>)
^join(%r: tensor<2xf32>):
  %b = bufferization.to_buffer %r : tensor<2xf32> to memref<2xf32>
  %x = memref.load %b[%i] : memref<2xf32>
  return %x : f32
}
"""

TENSOR_YIELDED_FROM_REGION = """
func.func @yielded(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %r = scf.if %c -> tensor<2xf32> {
    %m = memref.alloc() : memref<2xf32>
    memref.store %f, %m[%c0] : memref<2xf32>
    %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    scf.yield %e : tensor<2xf32>
  }
  %b = bufferization.to_buffer %r read_only : tensor<2xf32> to memref<2xf32>
  %x = memref.load %b[%c0] : memref<2xf32>
  return %x : f32
}
"""

TENSOR_RETURNED = """
func.func @returned() -> tensor<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  return %t : tensor<2xf32>
}
"""


def test_tensor_read_inside_its_block_runs_clean() -> None:
    module = deallocated(READ_IN_NESTED_REGION)
    assert results_by_input(module, "read_in_branch") == {
        "%c = false": (2.0,),
        "%c = true": (1.0,),
    }


@needs_mlir
def test_mlir_accepts_the_output() -> None:
    mlir_opt_output(str(deallocated(READ_IN_NESTED_REGION)))


@pytest.mark.parametrize(
    ("program", "leaving_op"),
    [
        (TENSOR_THROUGH_BLOCK_ARGUMENT, "cf.br"),
        (TENSOR_YIELDED_FROM_REGION, "scf.yield"),
        (TENSOR_RETURNED, "func.return"),
    ],
)
def test_tensor_leaving_its_block_is_rejected_untouched(
    program: str, leaving_op: str
) -> None:
    module = parse_module(program)
    before = str(module)
    with pytest.raises(DiagnosticException) as caught:
        OwnershipBasedBufferDeallocationPass().apply(pipeline_context(), module)
    message = str(caught.value)
    assert message.startswith(f"'{leaving_op}' op at loc(")
    assert "bufferization.to_tensor" in message
    assert str(module) == before
