"""A program that frees a buffer itself and returns, on another path, a
memref that is either that buffer or one the caller owns (an argument, a
global): the pass hands the program's buffer out as it is and copies the
caller's, telling them apart at run time.  Every input of every function
of `reentrant_mixed_return.mlir`, with callers that read what they get,
runs clean and computes what the program computes, through the pipeline
once and twice, in both ownership modes."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_dealloc.testing.deallocation.differential import runtime_checks

from .pipeline_checks import deallocated, program_values, results_by_input

PROGRAM = (
    Path(__file__).parent.parent
    / "filecheck"
    / "transforms"
    / "ownership-based-buffer-deallocation"
    / "reentrant_mixed_return.mlir"
).read_text()

CALLERS = """
func.func @reads_select(%c: i1, %d: i1) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %b[%zero] : memref<2xf32>
  %m = func.call @select_of_own_or_argument(%c, %d, %b) : (i1, i1, memref<2xf32>) -> memref<2xf32>
  %v = memref.load %m[%zero] : memref<2xf32>
  return %v : f32
}
func.func @reads_global_pick(%d: i1) -> f32 {
  %zero = arith.constant 0 : index
  %m = func.call @if_of_own_or_global(%d) : (i1) -> memref<2xf32>
  %v = memref.load %m[%zero] : memref<2xf32>
  return %v : f32
}
"""

EXPECTED = {
    # The program's buffer holds 2.0, the argument 1.0, the global 5.0.
    "reads_select": {
        "%c = false, %d = false": (1.0,),
        "%c = false, %d = true": (2.0,),
        "%c = true, %d = false": (1.0,),
        "%c = true, %d = true": (1.0,),
    },
    "calls_if_of_own_or_argument": {"%d = false": (1.0,), "%d = true": (2.0,)},
    "reads_global_pick": {"%d = false": (5.0,), "%d = true": (2.0,)},
    "calls_one_of_own_two": {"%c = false": (2.0,), "%c = true": (1.0,)},
}


def test_expected_values_are_the_programs():
    for function, expected in EXPECTED.items():
        assert program_values(PROGRAM + CALLERS, function) == expected, function


@pytest.mark.parametrize("dynamic", [False, True], ids=["abi", "dynamic"])
@pytest.mark.parametrize("runs", [1, 2])
def test_program_buffer_handed_out_argument_copied(runs: int, dynamic: bool):
    module = deallocated(PROGRAM + CALLERS, dynamic, runs)
    for function, expected in EXPECTED.items():
        assert results_by_input(module, function) == expected, function


@pytest.mark.parametrize("dynamic", [False, True], ids=["abi", "dynamic"])
def test_second_run_adds_no_checks(dynamic: bool):
    once = str(deallocated(PROGRAM + CALLERS, dynamic))
    assert runtime_checks(str(deallocated(once, dynamic))) <= runtime_checks(once)


def test_public_functions_return_owned_buffers():
    # Called from outside, the argument and global paths return copies
    # (the sanitizer reports a result sharing an argument's buffer), holding
    # what the argument or global holds.
    module = deallocated(PROGRAM, False)
    for function in ("select_of_own_or_argument", "if_of_own_or_global"):
        expected = program_values(PROGRAM, function)
        assert results_by_input(module, function) == expected, function
