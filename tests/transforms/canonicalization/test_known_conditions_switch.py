"""`arith.index_cast` of a constant folds, and `cf.switch` drops successor
arguments its edges agree on: every function of `canonicalize/switch.mlir`
computes the same, clean, for all its inputs before and after the
pipeline's canonicalization, and the pipeline's output of a switch on a
cast constant has no runtime check left."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects import cf

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.differential import runtime_checks
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

from ..pipeline_checks import deallocated, program_values, results_by_input

PROGRAM = (
    Path(__file__).parents[2]
    / "filecheck"
    / "transforms"
    / "canonicalize"
    / "switch.mlir"
).read_text()

EXPECTED = {
    "switch_on_cast_constant": {"%c = false": (2.0,), "%c = true": (2.0,)},
    "casts_of_constants": {"": (-1, -1, 44)},
    # 0 takes case 0 (%b, 2.0); 1 and 3 the default (%a, 1.0).
    "switch_agreeing_argument": {
        "%x = 0": (2.0,),
        "%x = 1": (1.0,),
        "%x = 3": (1.0,),
    },
    "switch_ownership_known_on_edges": {
        "%flag = 0": (2.0,),
        "%flag = 1": (1.0,),
        "%flag = 3": (1.0,),
    },
}


@pytest.mark.parametrize("canonicalized", [False, True])
def test_values_kept(canonicalized: bool):
    module = parse_module(PROGRAM)
    if canonicalized:
        SweepCanonicalizePass().apply(pipeline_context(), module)
    for function, expected in EXPECTED.items():
        assert results_by_input(module, function) == expected, function


# A buffer passed on by a switch on an argument: its ownership is `true` on
# every edge, so the returned memref is handed out as it is, not copied
# under a test of it, after one run and after two.
SWITCH_ON_ARGUMENT = """
func.func @f(%flag: i32) -> f32 {
  %zero = arith.constant 0 : index
  %m = func.call @pick(%flag) : (i32) -> memref<4xf32>
  %v = memref.load %m[%zero] : memref<4xf32>
  return %v : f32
}
func.func private @pick(%flag: i32) -> memref<4xf32> {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %one, %a[%zero] : memref<4xf32>
  memref.store %two, %b[%zero] : memref<4xf32>
  cf.switch %flag : i32, [
    default: ^ret(%a : memref<4xf32>),
    0: ^ret(%b : memref<4xf32>),
    2: ^ret(%a : memref<4xf32>)
  ]
^ret(%r: memref<4xf32>):
  return %r : memref<4xf32>
}
"""


# What the generator writes for a `cf.switch`, and what the first
# deallocation run's output of its seed 168 held: a switch on a cast
# constant.
SWITCH_ON_CAST = (
    "func.func @pick() -> memref<4xf32> {\n"
    "  %c2 = arith.constant 2 : index\n"
    "  %flag = arith.index_cast %c2 : index to i32\n"
    + SWITCH_ON_ARGUMENT.split("-> memref<4xf32> {\n")[1]
)


def test_pipeline_folds_switch_on_cast_constant():
    module = deallocated(SWITCH_ON_CAST)
    assert not any(isinstance(op, cf.SwitchOp) for op in module.walk())
    assert runtime_checks(str(module)) == 0
    assert results_by_input(module, "pick") == program_values(SWITCH_ON_CAST, "pick")


@pytest.mark.parametrize("dynamic", [False, True], ids=["abi", "dynamic"])
@pytest.mark.parametrize("runs", [1, 2])
def test_switch_ownership_true_on_every_edge(runs: int, dynamic: bool):
    module = deallocated(SWITCH_ON_ARGUMENT, dynamic, runs)
    text = str(module)
    assert "bufferization.clone" not in text.split("func.func private @pick")[1]
    expected = {"%flag = 0": (2.0,), "%flag = 1": (1.0,), "%flag = 3": (1.0,)}
    assert results_by_input(module, "f") == expected
