"""An `scf.index_switch` result may be any buffer its cases yield: writing
it must not write a constant.  Our `scf.yield` model makes the result an
alias of each yielded value (as for `scf.if`), so the write copies; MLIR
22's does not for `scf.index_switch`, and its bufferization writes into
the constant global (the one place ours copies where MLIR does not)."""

from __future__ import annotations

from tests.markers import needs_mlir
from xdsl_dealloc.sanitizer.findings import FindingKind
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram, compare

WRITE_THROUGH_SWITCH = """
func.func @write_through_switch(%k: index) -> (f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %nine = arith.constant 9.000000e+00 : f32
  %r = scf.index_switch %k -> tensor<2xf32>
  case 0 {
    scf.yield %cst : tensor<2xf32>
  }
  default {
    %e = tensor.empty() : tensor<2xf32>
    %z = linalg.fill ins(%nine : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %z : tensor<2xf32>
  }
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.000000e+00 : f32
  %w = tensor.insert %zero into %r[%c0] : tensor<2xf32>
  %x = tensor.extract %w[%c0] : tensor<2xf32>
  %y = tensor.extract %cst[%c0] : tensor<2xf32>
  return %x, %y : f32, f32
}
"""


@needs_mlir
def test_a_write_into_a_switch_result_copies_where_mlir_writes_the_constant() -> None:
    comparison = compare(CorpusProgram("write_through_switch", WRITE_THROUGH_SWITCH))
    ours, mlir = comparison.ours, comparison.mlir
    assert ours.ok and ours.clean
    assert {outcome.text for outcome in ours.outcomes} == {
        "@write_through_switch(%k = 0): 0.0, 1.0",
        "@write_through_switch(%k = 1): 0.0, 1.0",
        "@write_through_switch(%k = 3): 0.0, 1.0",
    }
    assert ours.counts is not None and ours.counts.copies == 1
    assert mlir.ok and mlir.report is not None
    assert mlir.counts is not None and mlir.counts.copies == 0
    assert FindingKind.WRITE_TO_CONSTANT in {
        finding.kind for finding in mlir.report.findings
    }
