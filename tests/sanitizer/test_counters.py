"""Counters are exact: each expected number is derived by hand from the program."""

from __future__ import annotations

from tests.sanitizer.input_checks import check_input
from xdsl_dealloc.sanitizer import Counters


def test_two_buffers():
    report = check_input("counters.mlir", "two_buffers")
    assert report.clean
    # 16 + 24 bytes live at once; 4 memref ops and the return.
    assert report.counters == Counters(
        allocations=2, frees=2, peak_live_bytes=40, executed_ops=5
    )


def test_peak_is_the_largest_live_total():
    report = check_input("counters.mlir", "one_after_the_other")
    assert report.counters == Counters(
        allocations=2, frees=2, peak_live_bytes=10, executed_ops=5
    )


def test_loop_iterations_count_every_op():
    report = check_input("counters.mlir", "loop")
    # 4 constants, the loop, 3 x (alloc, store, dealloc, yield), the return.
    assert report.counters == Counters(
        allocations=3, frees=3, peak_live_bytes=8, executed_ops=4 + 1 + 3 * 4 + 1
    )


def test_only_pointer_comparisons_count():
    (run,) = check_input("counters.mlir", "pointer_comparisons").runs
    assert run.results == (False, True, True)
    assert run.counters.alias_comparisons == 1
    assert run.counters.helper_calls == 0


def test_hand_lowered_alias_checks():
    report = check_input("alias_checks.mlir", "select_then_free")
    assert report.clean
    for run in report.runs:
        # 2 allocs, select, 3 pointer extractions, 2 compares, 2 ifs, one of
        # which runs its dealloc and yield, the return.
        assert run.counters == Counters(
            allocations=2,
            frees=1,
            peak_live_bytes=16,
            executed_ops=13,
            alias_comparisons=2,
        )


def test_subview_has_the_aligned_pointer_of_its_buffer():
    (run,) = check_input("alias_checks.mlir", "subview_pointer_is_base").runs
    assert run.results == (True,)
    assert run.counters.alias_comparisons == 1


def test_helper_calls_and_their_comparisons():
    report = check_input("alias_checks.mlir", "through_helper")
    assert report.clean
    assert len(report.runs) == 4
    for run in report.runs:
        # One helper call; it compares the first pointer with the retained
        # one, and the second with the retained one and with the first.
        assert run.counters.helper_calls == 1
        assert run.counters.alias_comparisons == 3
        # %a, %b and the five lists; every one freed exactly once.
        assert run.counters.allocations == 7
        assert run.counters.frees == 7


def test_aggregated_counters_sum_runs_and_take_the_largest_peak():
    report = check_input("alias_checks.mlir", "through_helper")
    runs = report.runs
    total = report.counters
    assert total.executed_ops == sum(r.counters.executed_ops for r in runs)
    assert total.peak_live_bytes == max(r.counters.peak_live_bytes for r in runs)
