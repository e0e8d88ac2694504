"""Python-level behaviour of the deallocation pass: rollback and predicates."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.transforms.deallocation.state import DeallocationOptions
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    deallocate_module,
)

# The first function is fine; the reduction of memrefs in the second is
# rejected by the scf model's own check, before the first is rewritten.
REJECTED_LATE = """
func.func @fine() {
  %a = memref.alloc() : memref<2xf32>
  return
}
func.func @memref_reduction(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = "scf.parallel"(%c0, %n, %c1, %init) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%init) ({
    ^bb1(%lhs: memref<2xf32>, %rhs: memref<2xf32>):
      "scf.reduce.return"(%lhs) : (memref<2xf32>) -> ()
    }) : (memref<2xf32>) -> ()
  }) : (index, index, index, memref<2xf32>) -> memref<2xf32>
  return
}
"""


def test_rejected_module_is_left_unchanged():
    module = parse_module(REJECTED_LATE)
    before = str(module)
    with pytest.raises(
        DiagnosticException,
        match=r"'scf.parallel' op at loc\(\"<input>\":10:3\): reductions of memrefs are not supported",
    ):
        deallocate_module(module, DeallocationOptions())
    assert str(module) == before
    module.verify()


def test_predicates_select_the_tracked_allocations():
    text = """
    func.func @f() {
      %a = memref.alloc() {tracked} : memref<2xf32>
      %b = memref.alloc() : memref<2xf32>
      return
    }
    """
    module = parse_module(text)
    deallocate_module(
        module,
        DeallocationOptions(
            is_relevant_allocation=lambda op: "tracked" in op.attributes
        ),
    )
    report = check_module(module)
    leaked = [
        f.allocation.site.operation
        for f in report.findings
        if f.allocation and f.allocation.site.operation
    ]
    assert len(leaked) == 1 and "tracked" not in leaked[0].attributes


def test_pass_is_a_no_op_on_memref_free_code():
    module: ModuleOp = parse_module(
        "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n"
    )
    before = str(module)
    deallocate_module(module, DeallocationOptions())
    assert str(module) == before
