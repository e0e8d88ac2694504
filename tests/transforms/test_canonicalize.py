"""xDSL's `canonicalize` takes MLIR 22's options: without them it is xDSL's
pass, unchanged; with them it iterates as MLIR's canonicalizer does, and a
bad option is one line naming the pass and the option."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.passes import PassPipeline
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException

from tests.transforms.pipeline_checks import results_by_input
from xdsl_dealloc.pass_options import PassOptionError
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.transforms.canonicalize import MLIRCanonicalizePass

PROGRAM = """
func.func @f(%n: index) -> (index, f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.addi %n, %c1 : index
  %1 = arith.addi %0, %c1 : index
  %2 = arith.subi %1, %c2 : index
  %unused = arith.muli %2, %c2 : index
  %m = memref.alloc() : memref<4xf32>
  %x = arith.constant 2.500000e+00 : f32
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<4xf32>
  %y = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %2, %y : index, f32
}
"""


def _pass(spec: str) -> MLIRCanonicalizePass:
    (canonicalize,) = PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, spec
    ).passes
    assert isinstance(canonicalize, MLIRCanonicalizePass)
    return canonicalize


def _canonicalized(spec: str) -> str:
    module = parse_module(PROGRAM)
    _pass(spec).apply(Context(), module)
    return str(module)


def test_without_options_it_is_xdsls_pass():
    module = parse_module(PROGRAM)
    CanonicalizePass().apply(Context(), module)
    assert _canonicalized("canonicalize") == str(module)


@pytest.mark.parametrize(
    "options",
    [
        "{max-iterations=3}",
        "{test-convergence}",
        "{region-simplify=disabled}",
        "{region-simplify=aggressive top-down=false}",
    ],
)
def test_options_keep_the_values(options: str):
    before = results_by_input(PROGRAM, "f")
    after = _canonicalized(f"canonicalize{options}")
    assert (
        results_by_input(after, "f")
        == before
        == {
            "%n = 0": (0, 2.5),
            "%n = 1": (1, 2.5),
            "%n = 3": (3, 2.5),
        }
    )
    assert "arith.muli" not in after  # dead code goes, as without options


def test_test_convergence_fails_when_iterations_run_out():
    with pytest.raises(
        DiagnosticException, match="did not converge within 1 iterations"
    ):
        _canonicalized("canonicalize{max-iterations=1 test-convergence}")
    _canonicalized("canonicalize{max-iterations=5 test-convergence}")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            "canonicalize{region-simplify=bogus}",
            "canonicalize: option region-simplify takes disabled, normal, "
            "aggressive, not 'bogus'",
        ),
        (
            "canonicalize{max-iterations=-1}",
            "canonicalize: option max-iterations takes a non-negative integer, "
            "not '-1'",
        ),
        (
            "canonicalize{max-num-rewrites=3}",
            "canonicalize: unknown option max-num-rewrites; it takes "
            "max-iterations, test-convergence, region-simplify, top-down",
        ),
    ],
)
def test_bad_options_are_one_line(spec: str, message: str):
    with pytest.raises(PassOptionError) as error:
        _pass(spec)
    assert str(error.value) == message
