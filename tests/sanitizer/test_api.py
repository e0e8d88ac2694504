"""The Python API: `assert_clean`, modules built in Python, options."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import IndexType, MemRefType, ModuleOp, f32
from xdsl.ir import Block, Region

from tests.sanitizer.helpers import source
from xdsl_dealloc.sanitizer import (
    FindingKind,
    SanitizerFailure,
    SanitizerInputError,
    SanitizerOptions,
    assert_clean,
    check_module,
)


def test_assert_clean_returns_the_report():
    report = assert_clean(source("control_flow.mlir"), "parallel_sum")
    assert [run.results for run in report.runs] == [(0,), (3,), (9,)]


def test_assert_clean_fails_with_the_formatted_findings():
    with pytest.raises(SanitizerFailure) as failure:
        assert_clean(source("leak.mlir"), "leak_on_false")
    assert "leak: 32 bytes of heap memory never freed" in str(failure.value)
    assert failure.value.report.findings[0].kind is FindingKind.LEAK


def _module_freeing_its_argument(verified: bool) -> ModuleOp:
    block = Block(arg_types=[MemRefType(f32, [4]), IndexType()])
    if verified:
        block.add_ops([memref.DeallocOp.get(block.args[0]), func.ReturnOp()])
    else:
        block.add_op(memref.DeallocOp.get(block.args[0]))
    function = func.FuncOp(
        "g", ((MemRefType(f32, [4]), IndexType()), ()), Region(block)
    )
    return ModuleOp([function])


def test_module_built_in_python():
    report = check_module(_module_freeing_its_argument(verified=True))
    assert len(report.runs) == 3
    for run in report.runs:
        (finding,) = run.findings
        assert finding.kind is FindingKind.INVALID_FREE
        # Without source locations, ops are placed in their function.
        assert finding.location == "<in @g>"
        assert finding.op_text == "memref.dealloc %0 : memref<4xf32>"


def test_module_that_does_not_verify_is_bad_input():
    with pytest.raises(
        SanitizerInputError, match="invalid memref.dealloc: .*not a terminator"
    ):
        check_module(_module_freeing_its_argument(verified=False))


def test_options_change_the_inputs():
    options = SanitizerOptions(integer_inputs=(2, 5), dynamic_dim_size=8)
    report = check_module(source("control_flow.mlir"), "parallel_sum", options=options)
    assert [run.results for run in report.runs] == [(6,), (15,)]
    capped = check_module(
        source("control_flow.mlir"), "while_loop", options=SanitizerOptions(max_runs=2)
    )
    function = capped.function("while_loop")
    assert function.capped
    assert (len(function.runs), function.input_combinations) == (2, 3)


def test_endless_loops_are_cut_off():
    text = """
    func.func @spin() {
      %true = arith.constant true
      scf.while () : () -> () {
        scf.condition(%true)
      } do {
        scf.yield
      }
      return
    }
    """
    with pytest.raises(SanitizerInputError, match="exceeded 1000 executed ops"):
        check_module(text, options=SanitizerOptions(max_ops=1000))


UNRANKED_ARGUMENT = """
func.func @last(%u: memref<*xf32>) -> f32 {
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %n = memref.dim %r, %c0 : memref<?xf32>
  %c1 = arith.constant 1 : index
  %i = arith.subi %n, %c1 : index
  %x = memref.load %r[%i] : memref<?xf32>
  return %x : f32
}
func.func @returned(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}
"""


def test_unranked_argument_gets_a_rank_1_buffer():
    """Of `dynamic_dim_size` elements, owned by the caller like any other."""
    report = check_module(
        UNRANKED_ARGUMENT, options=SanitizerOptions(dynamic_dim_size=6)
    )
    last = report.function("last")
    assert last.clean
    assert [run.inputs for run in last.runs] == [(("%u", "caller buffer 6"),)]
    (finding,) = report.function("returned").findings
    assert finding.kind is FindingKind.RESULT_ALIASES_ARGUMENT
