"""The Python API: `assert_clean`, modules built in Python, options."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import IndexType, MemRefType, ModuleOp, f32
from xdsl.ir import Block, Region

from tests.sanitizer.input_checks import source
from xdsl_dealloc.sanitizer import (
    FindingKind,
    SanitizerFailure,
    SanitizerInputError,
    SanitizerOptions,
    assert_clean,
    check_module,
)
from xdsl_dealloc.sanitizer.interpreter import SanitizingInterpreter


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


def test_endless_structured_loops_are_stopped():
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
    report = check_module(text, options=SanitizerOptions(max_steps=1000))
    (finding,) = report.findings
    assert finding.kind is FindingKind.BUDGET_EXCEEDED
    assert report.runs[0].aborted
    assert report.runs[0].counters.executed_ops == 1000


# Sums 0 + 1 + ... + (n - 1), but loops forever when %c is true: the cycle is
# made of cf branches, not a structured loop.  The buffer is freed only at the
# exit, so a stopped run must not report it as leaked either.
CF_CYCLE = """
func.func @sum_unless(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buffer = memref.alloc() : memref<4xindex>
  cf.br ^head(%c0, %c0 : index, index)
^head(%i: index, %acc: index):
  %more = arith.cmpi slt, %i, %n : index
  %stay = arith.ori %c, %more : i1
  cf.cond_br %stay, ^body, ^exit(%acc : index)
^body:
  %sum = arith.addi %acc, %i : index
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %sum : index, index)
^exit(%result: index):
  memref.dealloc %buffer : memref<4xindex>
  return %result : index
}
"""


def test_cf_cycles_are_stopped_and_other_inputs_still_run():
    report = check_module(
        CF_CYCLE, filename="cycle.mlir", options=SanitizerOptions(max_steps=3000)
    )
    stopped = [run for run in report.runs if run.aborted]
    finished = [run for run in report.runs if not run.aborted]
    assert [run.inputs_text for run in stopped] == [
        "%c = true, %n = 0",
        "%c = true, %n = 1",
        "%c = true, %n = 3",
    ]
    for run in stopped:
        (finding,) = run.findings
        assert finding.kind is FindingKind.BUDGET_EXCEEDED
        assert finding.function == "sum_unless"
        assert finding.inputs == run.inputs_text
        assert finding.location.startswith("cycle.mlir:")
        assert finding.op_name in {
            "arith.cmpi",
            "arith.ori",
            "cf.cond_br",
            "arith.addi",
            "cf.br",
        }
        assert run.counters.executed_ops == 3000
    assert [(run.inputs_text, run.results) for run in finished] == [
        ("%c = false, %n = 0", (0,)),
        ("%c = false, %n = 1", (0,)),
        ("%c = false, %n = 3", (3,)),
    ]
    assert all(run.clean for run in finished)


def test_entering_blocks_does_not_nest_value_scopes(monkeypatch: pytest.MonkeyPatch):
    """xDSL's interpreter pushes a value scope per block entered and keeps it
    until the region ends, so each iteration of a cf cycle made lookups of
    values from before the loop slower: a 500 000-op budget took hours.  One
    scope per region run keeps lookups constant-time."""
    scopes: list[str | None] = []
    original = SanitizingInterpreter.push_scope

    def counting_push_scope(self: SanitizingInterpreter, name: str | None = None):
        scopes.append(name)
        original(self, name)

    monkeypatch.setattr(SanitizingInterpreter, "push_scope", counting_push_scope)
    report = check_module(
        CF_CYCLE, "sum_unless", options=SanitizerOptions(max_steps=3000)
    )
    assert report.runs[3].aborted
    # One scope for the function body per run, however many blocks it entered.
    assert len(scopes) == len(report.runs) == 6


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


RECURSION = """
func.func @depth(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %inner = func.call @depth(%m) : (index) -> index
    %plus = arith.addi %inner, %c1 : index
    scf.yield %plus : index
  }
  return %r : index
}

func.func @deep() -> index {
  %n = arith.constant 300 : index
  %r = func.call @depth(%n) : (index) -> index
  return %r : index
}

func.func @endless(%n: index) -> index {
  %r = func.call @endless(%n) : (index) -> index
  return %r : index
}
"""


def test_deep_recursion_runs_and_endless_recursion_is_stopped():
    report = check_module(RECURSION, filename="recursion.mlir")
    assert report.function("deep").runs[0].results == (300,)
    endless = report.function("endless")
    assert all(run.aborted for run in endless.runs)
    finding = endless.findings[0]
    assert finding.kind is FindingKind.BUDGET_EXCEEDED
    assert "call depth" in finding.message
    assert finding.op_name == "func.call"


def test_deeply_nested_regions_parse_and_run():
    depth = 300
    opening = "".join("scf.if %c {\n" for _ in range(depth))
    text = (
        "func.func @nested(%c: i1) {\n"
        + opening
        + "%a = memref.alloc() : memref<2xf32>\nmemref.dealloc %a : memref<2xf32>\n"
        + "}\n" * depth
        + "return\n}\n"
    )
    report = check_module(text)
    assert report.clean
    assert [run.counters.allocations for run in report.runs] == [0, 1]
