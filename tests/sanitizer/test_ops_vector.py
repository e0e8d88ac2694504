"""`vector.print` under the sanitizer writes what the same program writes
compiled by mlir-opt-22 and run by mlir-runner-22: the values worked out by
hand below, and, where the tools are installed, byte for byte the native
output."""

from __future__ import annotations

import io

import pytest

from tests.sanitizer.input_checks import source
from tests.transforms.pipeline_checks import deallocated
from xdsl_dealloc.sanitizer import SanitizerOptions, check_module
from xdsl_dealloc.testing.native import native_tools_missing, run_printing_program

needs_native = pytest.mark.skipif(
    native_tools_missing() is not None, reason=native_tools_missing() or ""
)

PRINTED = {
    "printing_forms.mlir": (
        "1.5\n0.1\n-3\n1\n18446744073709551615\n-56\n1e+10\n"
        "hello\nno newline, 1.5(  )\n\n"
    ),
    "printing_arith.mlir": (
        "1.5\n-1.5\n2147483644\n0\n2147483645\n-3\n1073741822\n-7\n2\n"
        "-1\n255\n1\n-1\n-56\n255\n5\n"
        "255\n-2\n7\n9.93411e-09\n1089470464\n7.5\n7.5\n-2\n"
        "-14, -1\n-14, 1\n-4, 0\n-5, 0\ndone\n"
    ),
    "printing_affine.mlir": "4, 6, 8, 2, 8\n1\n",
    "printing_affine_regions.mlir": "1, 2, 2, 2, 2, 1, 1, 1, five\n",
    "printing_index.mlir": (
        "18446744073709551611\n18446744073709551615\n18446744073709551595\n-3\n9223372036854775804\n-3\n2\n-4\n"
        "-1\n0\n2\n-7\n-7\n2\n-9223372036854775808\n-2\n"
        "1\n1\n-5\n-6\n1\n0\n1\n1\n"
        "1\n-8\n248\n-7\n64\n"
    ),
}


def _sanitizer_output(name: str) -> str:
    output = io.StringIO()
    report = check_module(
        source(name), "main", options=SanitizerOptions(program_output=output)
    )
    assert report.clean, report.format()
    return output.getvalue()


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_the_sanitizer_prints_the_expected_values(name: str):
    assert _sanitizer_output(name) == PRINTED[name]


@needs_native
@pytest.mark.parametrize("name", sorted(PRINTED))
def test_mlir_runner_prints_the_same(name: str):
    assert run_printing_program(source(name)) == PRINTED[name]


@pytest.mark.parametrize(
    ("name", "allocations"),
    [("printing_affine.mlir", 2), ("printing_affine_regions.mlir", 9)],
)
def test_affine_programs_are_freed_by_the_pipeline(name: str, allocations: int):
    """Without their frees, the affine programs go through our deallocation
    pipeline (which reads the accesses' memory effects and the region ops'
    control flow) and print the same values, leak-free."""
    program = "\n".join(
        line for line in source(name).splitlines() if "memref.dealloc" not in line
    )
    output = io.StringIO()
    report = check_module(
        deallocated(program), "main", options=SanitizerOptions(program_output=output)
    )
    assert report.clean, report.format()
    assert report.counters.frees == report.counters.allocations == allocations
    assert output.getvalue() == PRINTED[name]
