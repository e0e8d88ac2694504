"""The linalg models of One-Shot Bufferize, by execution: our pass
bufferizes each program (mlir-opt-22 accepts the result), our deallocation
pipeline frees it, the sanitizer runs it; the values are checked by hand
and the copies and allocations against mlir-opt-22's bufferization of the
same program.  The corpus (test_corpus.py) runs every other linalg op."""

from __future__ import annotations

import pytest

from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    run_mlir,
    run_ours,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection, mlir_tools_missing

OVERWRITTEN_INIT = """
func.func @overwrite(%c: i1) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = linalg.fill ins(%two : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %y = tensor.extract %u[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}
"""
"""The second fill must not write `%t`'s buffer (read afterwards), and it
does not read its init: a new buffer, no copy."""

ACCUMULATED_INIT = """
func.func @accumulate(%c: i1) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %d = arith.addf %x, %x : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %y = tensor.extract %u[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}
"""
"""The generic reads its init: out of place it needs `%t`'s contents, which
ours writes again with a fill (MLIR 22 copies them)."""

MATMUL_IN_PLACE = """
func.func @matmul(%c: i1, %out: memref<2x2xf32>) {
  %w = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%w, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%m, %w : tensor<2x2xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  bufferization.materialize_in_destination %mm in restrict writable %out : (tensor<2x2xf32>, memref<2x2xf32>) -> ()
  return
}
"""
"""The second matmul accumulates into `%acc` too, whose buffer the first one
already wrote in place: it needs its own zeros (ours fills them again, MLIR
22 copies them)."""


@pytest.mark.parametrize(
    ("name", "text", "outcomes", "copies", "allocations"),
    [
        (
            "overwrite",
            OVERWRITTEN_INIT,
            {"@overwrite(%c = false): 1.0, 2.0", "@overwrite(%c = true): 1.0, 2.0"},
            0,
            2,
        ),
        (
            "accumulate",
            ACCUMULATED_INIT,
            {"@accumulate(%c = false): 1.0, 2.0", "@accumulate(%c = true): 1.0, 2.0"},
            0,
            2,
        ),
        (
            "matmul",
            MATMUL_IN_PLACE,
            {
                # [[7, 10], [15, 22]] * [[1, 2], [3, 4]]
                "@matmul(%c = false): %out = [37.0, 54.0, 81.0, 118.0]",
                "@matmul(%c = true): %out = [37.0, 54.0, 81.0, 118.0]",
            },
            None,
            None,
        ),
    ],
)
def test_linalg_bufferized_by_ours(
    name: str,
    text: str,
    outcomes: set[str],
    copies: int | None,
    allocations: int | None,
):
    program = CorpusProgram(name, text)
    ours = run_ours(program)
    assert ours.ok, ours.error
    assert ours.clean and ours.report is not None, ours.report
    assert {outcome.text for outcome in ours.outcomes} == outcomes
    assert ours.counts is not None
    if copies is not None:
        assert ours.counts.copies == copies
        assert ours.counts.allocations == allocations
    if mlir_tools_missing() is None:
        assert mlir_opt_rejection(ours.bufferized) is None
        mlir = run_mlir(program)
        assert mlir.outcomes == ours.outcomes
        assert mlir.counts is not None
        assert mlir.counts.allocations == ours.counts.allocations
        assert ours.counts.copies <= mlir.counts.copies  # fills for copies
