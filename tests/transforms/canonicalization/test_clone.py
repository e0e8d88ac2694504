"""A redundant `bufferization.clone` to another type: its source stands in
through a `memref.cast` where one can convert the types, as in MLIR 22, and
the program computes what it computed with the clone."""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from tests.transforms.canonicalization.sweep_checks import behaviour, swept
from xdsl_dealloc.dialects.bufferization import CloneOp
from xdsl_dealloc.sanitizer import check_module

CLONE_TO_DYNAMIC = """
func.func @f(%i: index) -> (memref<?xf32>, f32) {
  %v = arith.constant 2.5 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %c = bufferization.clone %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  %r = memref.load %c[%i] : memref<?xf32>
  return %c, %r : memref<?xf32>, f32
}
"""

CLONE_TO_OTHER_LAYOUT = """
func.func @f(%i: index) -> f32 {
  %v = arith.constant 2.5 : f32
  %a = memref.alloc() : memref<8xf32>
  memref.store %v, %a[%i] : memref<8xf32>
  %c = bufferization.clone %a : memref<8xf32> to memref<4xf32, strided<[2]>>
  memref.dealloc %a : memref<8xf32>
  %r = memref.load %c[%i] : memref<4xf32, strided<[2]>>
  memref.dealloc %c : memref<4xf32, strided<[2]>>
  return %r : f32
}
"""


def _ops(module: ModuleOp, kind: type[Operation]) -> int:
    return sum(isinstance(op, kind) for op in module.walk())


def test_clone_to_a_cast_compatible_type_becomes_a_cast():
    before, after = swept(CLONE_TO_DYNAMIC)
    assert _ops(after, CloneOp) == 0
    assert _ops(after, memref.CastOp) == 1
    assert _loaded(after) == _loaded(before) == [2.5, 2.5, 2.5]


def _loaded(module: ModuleOp) -> list[object]:
    """The value each run loads (the returned buffer is a new heap
    allocation after the rewrite, one fewer is made), all runs clean."""
    report = check_module(module)
    assert report.clean, report.format()
    (function,) = report.functions
    return [run.results[1] for run in function.runs]


def test_clone_to_an_incompatible_layout_stays():
    before, after = swept(CLONE_TO_OTHER_LAYOUT)
    assert _ops(after, CloneOp) == 1
    assert behaviour(after) == behaviour(before)
