"""linalg on memrefs, constant globals and views under the sanitizer: the
values it computes, and the misuse it reports."""

from __future__ import annotations

from tests.sanitizer.input_checks import check_input, finding_line, line_of
from xdsl_dealloc.sanitizer import FindingKind
from xdsl_dealloc.sanitizer.memory import MemRefValue


def elements_of(function: str) -> list[list[object]]:
    """Each returned memref's elements, of the function's only run."""
    report = check_input("linalg.mlir", function)
    assert report.clean, report.format()
    (run,) = report.runs
    assert all(isinstance(r, MemRefValue) for r in run.results)
    return [r.elements() for r in run.results if isinstance(r, MemRefValue)]


def first_result_by_input(function: str) -> dict[str, list[object]]:
    """The elements of the returned memref, per input combination."""
    report = check_input("linalg.mlir", function)
    assert report.clean, report.format()
    return {
        run.inputs_text: run.results[0].elements()
        for run in report.runs
        if isinstance(run.results[0], MemRefValue)
    }


def test_generic_with_a_body_reading_its_output():
    by_scale = first_result_by_input("generic_axpy")
    # y = scale * [1, 2, 3, 4] + 1
    assert by_scale == {
        "%scale = 0": [1.0, 1.0, 1.0, 1.0],
        "%scale = 1": [2.0, 3.0, 4.0, 5.0],
        "%scale = 3": [4.0, 7.0, 10.0, 13.0],
    }


def test_products_read_global_contents():
    matmul, batch, dot, matvec = elements_of("products")
    # [[1, 2], [3, 4]] squared
    assert matmul == [7.0, 10.0, 15.0, 22.0]
    assert batch == [7.0, 10.0, 15.0, 22.0]
    assert dot == [30.0]  # 1 + 4 + 9 + 16
    assert matvec == [5.0, 11.0]  # [[1, 2], [3, 4]] * [1, 2]


def test_elementwise_named_ops():
    added, divided, subtracted, multiplied, copied = elements_of("elementwise")
    assert added == [2.0, 4.0, 6.0, 8.0]
    assert divided == [2.0, 2.0, 2.0, 2.0]
    assert subtracted == [0.0, 2.0, 4.0, 6.0]
    assert multiplied == [0.0, 4.0, 12.0, 24.0]
    assert copied == multiplied


def test_map_reduce_transpose_broadcast():
    mapped, row_sums, transposed, broadcast = elements_of(
        "map_reduce_transpose_broadcast"
    )
    # -(v[i] * i) for v = [1, 2, 3, 4]
    assert mapped == [-0.0, -2.0, -6.0, -12.0]
    assert row_sums == [3.0, 7.0]
    assert transposed == [1.0, 3.0, 2.0, 4.0]
    # v[1:3] = [2, 3], each along the new dimension 1
    assert broadcast == [2.0, 2.0, 2.0, 3.0, 3.0, 3.0]


def test_strided_views_and_forall():
    matrices = first_result_by_input("strided_fill_and_forall")
    assert matrices["%n = 0"] == [0.0, 7.0, 0.0, 0.0] * 4
    assert matrices["%n = 3"] == [
        0.0, 7.0, 0.0, 0.0,
        0.0, 7.0, 1.0, 1.0,
        0.0, 7.0, 2.0, 2.0,
        0.0, 7.0, 0.0, 0.0,
    ]  # fmt: skip


def test_writing_a_constant_global_is_reported_and_keeps_its_contents():
    report = check_input("linalg.mlir", "writes_a_constant_global")
    (run,) = report.runs
    (finding,) = run.findings
    assert finding.kind is FindingKind.WRITE_TO_CONSTANT
    assert finding_line(finding) == line_of(
        "linalg.mlir", "outs(%v : memref<4xf32>)", after="writes_a_constant_global"
    )
    assert run.results == (1.0,)


def test_a_mutable_global_keeps_what_is_written():
    report = check_input("linalg.mlir", "writes_a_mutable_global")
    assert report.clean, report.format()
    assert report.runs[0].results == (7.0,)


def test_linalg_reading_freed_memory_is_reported_once():
    report = check_input("linalg.mlir", "reads_freed_input")
    (finding,) = report.findings
    assert finding.kind is FindingKind.USE_AFTER_FREE
    assert finding_line(finding) == line_of("linalg.mlir", "linalg.copy ins(%v")
