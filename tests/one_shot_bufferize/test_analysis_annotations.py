"""Under `test-analysis-only`, ours annotates as mlir-opt-22 does: each
op's in-place decisions (unregistered ops' too) and, across function
boundaries, the `bufferization.access` of each tensor argument (which
decides whether callers copy what they pass)."""

from __future__ import annotations

import re

import pytest
from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.passes import PassPipeline
from xdsl.universe import Universe

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.one_shot import in_place_decisions
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import pipeline_context

_ACCESS = re.compile(r'bufferization\.access = "([a-z-]+)"')

UNREGISTERED = """
func.func @f(%i: index, %x: f32) -> (f32, f32) {
  %t = "test.make"() : () -> tensor<10xf32>
  %w = tensor.insert %x into %t[%i] : tensor<10xf32>
  %r = "test.read"(%t) : (tensor<10xf32>) -> f32
  %r2 = tensor.extract %w[%i] : tensor<10xf32>
  return %r, %r2 : f32, f32
}
"""

FORALL_OUTPUTS = """
func.func private @first_half(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9.0 : f32
  %r = scf.forall (%k) in (%c1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<2xf32>
    %d = linalg.fill ins(%nine : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func private @no_thread_writes(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

func.func private @doubles_a_slice(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%k) in (%c2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %o[%k] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %d = linalg.add ins(%s, %s : tensor<1xf32>, tensor<1xf32>) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%k] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @entry(%i: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = func.call @first_half(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %b = func.call @no_thread_writes(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @doubles_a_slice(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}
"""

READ_ONLY_BUFFERS = """
func.func @of_a_buffer(%m: memref<5xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<5xf32> to tensor<5xf32>
  %r = bufferization.to_buffer %t read_only : tensor<5xf32> to memref<5xf32>
  %v = memref.load %r[%i] : memref<5xf32>
  return %v : f32
}

func.func @written_after(%i: index, %f: f32) -> (f32, f32) {
  %c = arith.constant dense<1.0> : tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %t = linalg.copy ins(%c : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = bufferization.to_buffer %t read_only : tensor<5xf32> to memref<5xf32>
  %w = tensor.insert %f into %t[%i] : tensor<5xf32>
  %v = memref.load %r[%i] : memref<5xf32>
  %x = tensor.extract %w[%i] : tensor<5xf32>
  return %v, %x : f32, f32
}

func.func @of_an_argument(%t: tensor<5xf32>, %m: memref<5xf32>, %i: index) -> f32 {
  %b = bufferization.to_buffer %t read_only : tensor<5xf32> to memref<5xf32>
  memref.copy %b, %m : memref<5xf32> to memref<5xf32>
  %x = tensor.extract %t[%i] : tensor<5xf32>
  return %x : f32
}
"""

MATERIALIZE_INTO_ITS_SOURCE = """
func.func @f(%s: f32, %i: index) -> f32 {
  %t = tensor.from_elements %s, %s, %s, %s : tensor<4xf32>
  %u = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %m[%i] : tensor<4xf32>
  return %x : f32
}
"""
"""The destination, written in place, may hold the source's buffer: a
`materialize_in_destination` reads each element before writing it, so only
the fill copies (the conflict is no reason to reject the program)."""

CASES = [
    pytest.param(UNREGISTERED, "", id="unregistered"),
    pytest.param(UNREGISTERED, "bufferize-function-boundaries", id="unregistered-fb"),
    pytest.param(FORALL_OUTPUTS, "bufferize-function-boundaries", id="forall-outputs"),
    pytest.param(READ_ONLY_BUFFERS, "", id="read-only-buffers"),
    pytest.param(READ_ONLY_BUFFERS, "bufferize-function-boundaries", id="read-only-fb"),
    pytest.param(MATERIALIZE_INTO_ITS_SOURCE, "", id="materialize-into-its-source"),
]


def _ours(text: str, options: str) -> str:
    context = Context(allow_unregistered=True)
    for name, loader in Universe.get_multiverse().all_dialects.items():
        context.register_dialect(name, loader)
    module = Parser(context, text).parse_module()
    PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, f"one-shot-bufferize{{{options}}}"
    ).apply(pipeline_context(), module)
    return str(module)


def _annotations(text: str) -> tuple[list[list[str]], list[str]]:
    return in_place_decisions(text), _ACCESS.findall(text)


@needs_mlir
@pytest.mark.parametrize(("text", "options"), CASES)
def test_annotated_as_mlir(text: str, options: str) -> None:
    options = f"{options} test-analysis-only".strip()
    ours = _annotations(_ours(text, options))
    theirs = _annotations(
        mlir_opt_output(
            text, "--allow-unregistered-dialect", f"--one-shot-bufferize={options}"
        )
    )
    assert ours == theirs
    assert ours[0]


def test_forall_outputs_are_read_and_written() -> None:
    """A forall's shared output keeps what its threads do not overwrite,
    so the argument it is must hold the caller's values."""
    text = _ours(FORALL_OUTPUTS, "bufferize-function-boundaries test-analysis-only")
    assert _ACCESS.findall(text) == ["read-write"] * 3
