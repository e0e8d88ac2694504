"""The pipeline runs its passes with Python's cyclic collector off and then
moves what they allocated into the oldest generation: the collector is on
again afterwards (and stays off if it was off), the ops the passes built
are in the oldest generation, the passes' cyclic garbage is still
collected by a full collection, and objects the program froze stay
frozen."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
from xdsl.context import Context
from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp

from xdsl_dealloc.dialects.bufferization import CloneOp
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)

# The ownership pass rebuilds the `scf.if` with an ownership result (the
# old op is erased, and left in reference cycles with its blocks) and
# clones the memref the function does not own.
PROGRAM = """
func.func @pick(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
"""


@pytest.fixture
def collector_on() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.enable()
    yield
    if not was_enabled:
        gc.disable()


def _run_pipeline() -> tuple[ModuleOp, weakref.ref[scf.IfOp]]:
    module = parse_module(PROGRAM)
    erased = weakref.ref(next(op for op in module.walk() if isinstance(op, scf.IfOp)))
    BufferDeallocationPipelinePass().apply(Context(), module)
    assert erased() is not None, "the erased op is only reachable in cycles"
    return module, erased


@pytest.mark.usefixtures("collector_on")
def test_new_ops_are_in_the_oldest_generation_and_garbage_is_collected() -> None:
    module, erased = _run_pipeline()
    oldest = {id(obj) for obj in gc.get_objects(generation=2)}
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0
    new_ops = [op for op in module.walk() if isinstance(op, CloneOp)]
    assert new_ops
    assert all(id(op) in oldest for op in new_ops)
    gc.collect()
    assert erased() is None


@pytest.mark.usefixtures("collector_on")
def test_objects_the_program_froze_stay_frozen() -> None:
    gc.collect()
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        _, erased = _run_pipeline()
        assert gc.get_freeze_count() == frozen
        gc.collect()
        assert erased() is None
    finally:
        gc.unfreeze()


def test_collector_stays_off_when_it_was_off() -> None:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        _run_pipeline()
        assert not gc.isenabled()
    finally:
        if was_enabled:
            gc.enable()
