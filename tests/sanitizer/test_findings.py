"""Programs with known memory errors: each is caught, at the right op, and only
in the runs whose inputs trigger it."""

from __future__ import annotations

import pytest

from tests.sanitizer.input_checks import (
    check_input,
    finding_line,
    kinds,
    line_of,
    lines_of,
    location_line,
    only_finding,
    run_with,
)
from xdsl_dealloc.sanitizer import AllocationKind, FindingKind


def test_leak_only_on_the_branch_that_does_not_free():
    report = check_input("leak.mlir", "leak_on_false")
    assert run_with(report, c="true").clean
    leak = only_finding(run_with(report, c="false"))
    assert leak.kind is FindingKind.LEAK
    assert leak.op_name == "memref.alloc"
    assert finding_line(leak) == line_of(
        "leak.mlir", "%a = memref.alloc() : memref<8xf32>"
    )
    assert leak.allocation is not None
    assert leak.allocation.size_bytes == 32
    assert leak.function == "leak_on_false"
    assert leak.inputs == "%c = false"


def test_leak_of_every_overwritten_loop_buffer():
    report = check_input("leak.mlir", "leak_in_loop")
    assert run_with(report, n="0").clean
    init_line = line_of("leak.mlir", "%init = memref.alloc()")
    next_line = line_of("leak.mlir", "%next = memref.alloc()")
    one = run_with(report, n="1")
    assert [finding_line(f) for f in one.findings] == [init_line]
    three = run_with(report, n="3")
    # The initial buffer and the buffers of the first two iterations leak;
    # the last one is freed after the loop.
    assert sorted(finding_line(f) for f in three.findings) == [
        init_line,
        next_line,
        next_line,
    ]
    assert set(kinds(three.findings)) == {FindingKind.LEAK}


def test_double_free_names_both_frees():
    finding = only_finding(check_input("double_free.mlir", "twice").runs[0])
    assert finding.kind is FindingKind.DOUBLE_FREE
    assert finding.op_name == "memref.dealloc"
    first, second = lines_of("double_free.mlir", "memref.dealloc %a", after="@twice")[
        :2
    ]
    assert finding_line(finding) == second
    assert finding.previous is not None
    assert location_line(finding.previous.location) == first


def test_double_free_through_a_view():
    finding = only_finding(check_input("double_free.mlir", "through_a_view").runs[0])
    assert finding.kind is FindingKind.DOUBLE_FREE
    assert "memref.dealloc %a" in finding.op_text
    assert finding.previous is not None
    assert "memref.dealloc %v" in finding.previous.text


def test_double_free_through_a_select_only_when_it_picks_the_same_buffer():
    report = check_input("double_free.mlir", "through_a_select")
    assert run_with(report, c="false").clean
    finding = only_finding(run_with(report, c="true"))
    assert finding.kind is FindingKind.DOUBLE_FREE
    assert finding_line(finding) == line_of(
        "double_free.mlir", "memref.dealloc %a", after="@through_a_select"
    )
    assert finding.previous is not None
    assert "memref.dealloc %s" in finding.previous.text


def test_use_after_free_of_each_kind_of_access():
    expected = {
        "load_after_free": ("memref.load", "reads"),
        "store_after_free": ("memref.store", "writes"),
        "copy_from_freed": ("memref.copy", "reads"),
        "dim_of_freed": ("memref.dim", "queries the size of"),
        "view_of_freed": ("memref.subview", "takes a view of"),
    }
    for function, (op_name, verb) in expected.items():
        report = check_input("use_after_free.mlir", function)
        for run in report.runs:
            finding = only_finding(run)
            assert finding.kind is FindingKind.USE_AFTER_FREE, function
            assert finding.op_name == op_name, function
            assert finding.message.startswith(verb), function
            assert finding.allocation is not None
            assert finding.allocation.site.op_name == "memref.alloc"
            assert finding.previous is not None
            assert finding.previous.op_name == "memref.dealloc"


def test_use_after_free_in_a_later_loop_iteration():
    run = check_input("use_after_free.mlir", "freed_in_earlier_iteration").runs[0]
    assert kinds(run.findings) == [FindingKind.USE_AFTER_FREE, FindingKind.DOUBLE_FREE]
    load, free = run.findings
    assert finding_line(load) == line_of(
        "use_after_free.mlir", "%x = memref.load %a[%c0] : memref<1xf32>"
    )
    assert finding_line(free) == line_of(
        "use_after_free.mlir", "memref.dealloc %a : memref<1xf32>"
    )


def test_invalid_frees_name_the_kind_of_memory():
    expected = {
        "free_alloca": AllocationKind.STACK,
        "free_global": AllocationKind.GLOBAL,
        "free_argument": AllocationKind.ARGUMENT,
    }
    for function, memory_kind in expected.items():
        finding = only_finding(check_input("invalid_free.mlir", function).runs[0])
        assert finding.kind is FindingKind.INVALID_FREE, function
        assert finding.op_name == "memref.dealloc", function
        assert finding.allocation is not None
        assert finding.allocation.kind is memory_kind, function


def test_global_allocation_site_is_the_global():
    finding = only_finding(check_input("invalid_free.mlir", "free_global").runs[0])
    assert finding.allocation is not None
    assert finding.allocation.site.op_name == "memref.global"


def test_free_in_callee_then_in_caller():
    finding = only_finding(check_input("invalid_free.mlir", "callee_frees").runs[0])
    assert finding.kind is FindingKind.DOUBLE_FREE
    assert finding.previous is not None
    assert finding_line(finding) == line_of(
        "invalid_free.mlir", "memref.dealloc %a : memref<2xf32>"
    )
    assert location_line(finding.previous.location) == line_of(
        "invalid_free.mlir", "memref.dealloc %m : memref<2xf32>"
    )


@pytest.mark.parametrize(
    ("function", "op_name"),
    [("escaping_alloca", "memref.load"), ("copy_after_scope", "memref.copy")],
)
def test_use_of_alloca_after_its_scope(function: str, op_name: str):
    finding = only_finding(check_input("scopes.mlir", function).runs[0])
    assert finding.kind is FindingKind.USE_AFTER_SCOPE
    assert finding.op_name == op_name
    assert finding.previous is not None
    assert finding.previous.op_name == "memref.alloca_scope"


def test_scf_for_iterations_are_allocation_scopes():
    run = check_input("scopes.mlir", "alloca_across_iterations").runs[0]
    # Iterations 2 and 3 read the alloca of the iteration before them.
    assert kinds(run.findings) == [FindingKind.USE_AFTER_SCOPE] * 2
    first, second = run.findings
    assert first.allocation is not None and second.allocation is not None
    assert first.allocation.ident != second.allocation.ident
    assert first.previous is not None
    assert first.previous.op_name == "scf.for"


def test_allocas_in_scf_if_live_until_the_function_returns():
    report = check_input("scopes.mlir", "alloca_in_if")
    assert report.clean
    assert [run.results for run in report.runs] == [(7,), (7,)]


def test_returning_stack_memory():
    finding = only_finding(check_input("scopes.mlir", "return_alloca").runs[0])
    assert finding.kind is FindingKind.INVALID_FREE
    assert finding.op_name == "func.return"
    assert finding.message.startswith("the caller frees a returned memref")


def test_function_boundary_abi():
    assert check_input("boundary.mlir", "returns_fresh").clean
    assert check_input("boundary.mlir", "call_result_freed").clean

    aliasing = only_finding(
        check_input("boundary.mlir", "returns_argument_view").runs[0]
    )
    assert aliasing.kind is FindingKind.RESULT_ALIASES_ARGUMENT
    assert aliasing.op_name == "func.return"

    twice = only_finding(check_input("boundary.mlir", "returns_same_twice").runs[0])
    assert twice.kind is FindingKind.RESULT_ALIASES_RESULT

    freed = only_finding(check_input("boundary.mlir", "returns_freed").runs[0])
    assert freed.kind is FindingKind.DOUBLE_FREE
    assert freed.op_name == "func.return"

    leak = only_finding(check_input("boundary.mlir", "call_result_leaks").runs[0])
    assert leak.kind is FindingKind.LEAK
    assert finding_line(leak) == line_of(
        "boundary.mlir", "%a = memref.alloc() : memref<3xi8>"
    )


def test_failed_assert_aborts_the_run_without_leak_check():
    report = check_input("boundary.mlir", "assertion")
    assert run_with(report, c="true").clean
    failed = run_with(report, c="false")
    assert failed.aborted
    assert kinds(failed.findings) == [FindingKind.ASSERTION_FAILED]
    assert "c must hold" in failed.findings[0].message


def test_out_of_bounds_only_for_the_index_past_the_end():
    report = check_input("boundary.mlir", "out_of_bounds")
    assert run_with(report, i="0").clean
    assert run_with(report, i="1").clean
    finding = only_finding(run_with(report, i="3"))
    assert finding.kind is FindingKind.OUT_OF_BOUNDS
    assert finding.op_name == "memref.load"
