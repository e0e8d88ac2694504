"""Correct programs run clean and compute the right values: control flow,
views, globals, realloc."""

from __future__ import annotations

from tests.sanitizer.input_checks import check_input, only_finding
from xdsl_dealloc.sanitizer import FindingKind


def results_by_input(name: str, function: str) -> dict[str, tuple[object, ...]]:
    report = check_input(name, function)
    assert report.clean, report.format()
    return {run.inputs_text: run.results for run in report.runs}


def test_scf_while():
    assert results_by_input("control_flow.mlir", "while_loop") == {
        "%n = 0": (1,),
        "%n = 1": (1,),
        "%n = 3": (4,),
    }


def test_scf_index_switch_returns_the_kept_buffer():
    report = check_input("control_flow.mlir", "index_switch")
    assert report.clean
    for run in report.runs:
        (result,) = run.results
        # The buffer chosen by case 1 is the first allocation, else the second.
        assert result.allocation.ident == (0 if run.inputs_text == "%k = 1" else 1)
        assert result.sizes == (2,)


def test_scf_execute_region_with_blocks():
    assert results_by_input("control_flow.mlir", "execute_region") == {
        "%c = false": (2,),
        "%c = true": (1,),
    }


def test_scf_parallel_reduction():
    assert results_by_input("control_flow.mlir", "parallel_sum") == {
        "%n = 0": (0,),
        "%n = 1": (3,),
        "%n = 3": (9,),
    }


def test_scf_for_unsigned_compares_as_unsigned():
    assert results_by_input("control_flow.mlir", "unsigned_loop") == {"": (199, 0)}


def test_cf_switch_with_block_arguments():
    assert results_by_input("control_flow.mlir", "cf_switch") == {
        "%k = 0": (10,),
        "%k = 1": (20,),
        "%k = 3": (10,),
    }


def test_alloca_scope_in_loop():
    assert results_by_input("control_flow.mlir", "alloca_scope_in_loop") == {
        "%n = 0": (0,),
        "%n = 1": (4,),
        "%n = 3": (12,),
    }


def test_views_share_their_buffer():
    assert results_by_input("views.mlir", "subview_layout") == {"": (42,)}
    assert results_by_input("views.mlir", "rank_reducing_and_reinterpret") == {
        "": (7, 9)
    }


def test_dynamic_views():
    # Element [0, 0] of the expanded row is element [2, 0] of the buffer
    # (when the row is not empty); the second result is the row length.
    assert results_by_input("views.mlir", "dynamic_views") == {
        "%n = 0": (9, 0),
        "%n = 1": (9, 1),
        "%n = 3": (9, 3),
    }


def test_memref_view_shifts_the_aligned_pointer():
    assert results_by_input("views.mlir", "collapse_and_view") == {"": (2.5, 8)}


def test_extract_strided_metadata_and_get_global():
    # offset 1 * 6 + 2, first size 2, second stride 1 * 2, primes[2].
    assert results_by_input("views.mlir", "metadata_and_global") == {"": (8, 2, 2, 5)}


def test_transpose_and_reshape_are_views_with_the_shape_read_at_run_time():
    assert results_by_input("views.mlir", "transpose_and_reshape") == {"": (7, 5, 4)}


def test_reshape_to_more_elements_than_the_buffer_holds():
    finding = only_finding(check_input("views.mlir", "reshape_too_large").runs[0])
    assert finding.kind is FindingKind.OUT_OF_BOUNDS
    assert finding.message == "reshapes a memref of sizes [8] to sizes [3, 3]"


def test_unranked_casts_copy_and_free():
    # rank 2; quarters[3] through the 2x2 view; one aligned pointer.
    assert results_by_input("views.mlir", "unranked_views") == {"": (2, 1.0, True)}


def test_realloc_keeps_contents_and_frees_the_old_buffer():
    report = check_input("views.mlir", "realloc_keeps_contents")
    assert report.clean
    (run,) = report.runs
    assert run.results == (77,)
    assert (run.counters.allocations, run.counters.frees) == (2, 2)
    # Both buffers are live while the contents move: 16 + 64 bytes.
    assert run.counters.peak_live_bytes == 80
    stale = only_finding(check_input("views.mlir", "use_before_realloc_result").runs[0])
    assert stale.kind is FindingKind.USE_AFTER_FREE
    assert stale.previous is not None
    assert stale.previous.op_name == "memref.realloc"
