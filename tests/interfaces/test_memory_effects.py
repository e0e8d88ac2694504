"""The effect questions of `interfaces/memory_effects.py` stop at the first
effect that answers them, or answer for a whole op class; they must answer
as xDSL's `get_effects` and `result_only_effects`, which collect every
effect of every nested op."""

from __future__ import annotations

from collections.abc import Set

import pytest
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, Region
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, get_effects
from xdsl.transforms.dead_code_elimination import result_only_effects

from xdsl_dealloc.interfaces.memory_effects import (
    has_only_result_effects,
    may_write,
    may_write_or_free,
    never_dies,
)
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.expand_realloc import ExpandReallocPass
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)

HAND_WRITTEN = """
func.func private @external(memref<2xf32>)
func.func @f(%c: i1, %m: memref<2xf32>) -> f32 {
  %i = arith.constant 0 : index
  %local = scf.execute_region -> (f32) {
    %a = memref.alloc() : memref<2xf32>
    %x = memref.load %a[%i] : memref<2xf32>
    memref.dealloc %a : memref<2xf32>
    scf.yield %x : f32
  }
  %kept = scf.execute_region -> (memref<2xf32>) {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  %read = scf.if %c -> (f32) {
    %y = memref.load %m[%i] : memref<2xf32>
    scf.yield %y : f32
  } else {
    scf.yield %local : f32
  }
  scf.if %c {
    memref.store %read, %kept[%i] : memref<2xf32>
  }
  scf.if %c {
    func.call @external(%kept) : (memref<2xf32>) -> ()
  }
  return %read : f32
}
"""


def _reference_may_have(op: Operation, kinds: tuple[MemoryEffectKind, ...]) -> bool:
    effects = get_effects(op)
    return effects is None or any(effect.kind in kinds for effect in effects)


def _check_every_op(module: ModuleOp) -> int:
    checked = 0
    for op in module.walk():
        assert has_only_result_effects(op) == result_only_effects(op), op
        if never_dies(type(op)):
            assert not result_only_effects(op), op
        assert may_write_or_free(op) == _reference_may_have(
            op, (MemoryEffectKind.WRITE, MemoryEffectKind.FREE)
        ), op
        assert may_write(op) == _reference_may_have(op, (MemoryEffectKind.WRITE,)), op
        checked += 1
    return checked


def test_hand_written_cases():
    module = parse_module(HAND_WRITTEN)
    assert _check_every_op(module) > 20
    answers = {has_only_result_effects(op) for op in module.walk()}
    writes = {may_write(op) for op in module.walk()}
    assert answers == writes == {False, True}
    assert {never_dies(type(op)) for op in module.walk()} == {False, True}


class _UnknownEffects(MemoryEffect):
    """Effects the op cannot tell (as a call's would be)."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance] | None:
        return None


@irdl_op_definition
class _UnknownEffectsOp(IRDLOperation):
    name = "test.unknown_effects"
    traits = traits_def(_UnknownEffects())


def test_an_effect_trait_that_cannot_tell_makes_the_effects_unknown():
    condition = arith.ConstantOp.from_int_and_width(1, 1)
    unknown = _UnknownEffectsOp()
    guarded = scf.IfOp(condition, [], Region(Block([unknown, scf.YieldOp()])))
    assert never_dies(_UnknownEffectsOp) is False
    for op in (unknown, guarded):
        assert not has_only_result_effects(op)
        assert not result_only_effects(op)
        assert may_write(op) and may_write_or_free(op)


@pytest.mark.parametrize("seed", range(12))
def test_generated_programs_before_and_after_deallocation(seed: int):
    text = generate_program(seed)
    module = parse_module(text)
    _check_every_op(module)
    context = pipeline_context()
    ExpandReallocPass(emit_deallocs=False).apply(context, module)
    OwnershipBasedBufferDeallocationPass().apply(context, module)
    _check_every_op(module)
