"""Questions about memory effects that the patterns share.

Allocation and free effects are read as the deallocation pass reads them
(`xdsl_dealloc.interfaces.buffer_deallocation`): an op's own effects only,
an unnamed one concerning all its memref results (ALLOC) or operands (FREE);
the recursive effects of region ops say nothing about their results, and
asking for them would walk the regions.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffect, MemoryEffectKind, NoMemoryEffect, get_effects

from xdsl_dealloc.interfaces.buffer_deallocation import (
    allocated_results,
    freed_operands,
)


def declares_no_effects(trait: MemoryEffect) -> bool:
    """Whether `trait` says its op has no memory effects whatever the op
    (`NoMemoryEffect`'s, not overridden): a class fact, no op needed."""
    return type(trait).get_effects.__func__ is NoMemoryEffect.get_effects.__func__


def never_has_effects(op_class: type[Operation]) -> bool:
    """Whether the ops of `op_class` are known to have no memory effects
    without looking at one (an op class with no effect traits has unknown
    effects)."""
    effects = op_class.get_traits_of_type(MemoryEffect)
    return bool(effects) and all(declares_no_effects(trait) for trait in effects)


def allocates(op: Operation, value: SSAValue) -> bool:
    """Whether `op` produces `value` as a fresh allocation."""
    return value.owner is op and any(
        result is value for result, _ in allocated_results(op)
    )


def frees(op: Operation, value: SSAValue) -> bool:
    """Whether `op` is known to deallocate `value`, one of its operands."""
    return value in freed_operands(op)


def is_fresh_allocation(value: SSAValue) -> bool:
    """Whether `value` is the result of an op allocating it (alloc, alloca, ...)."""
    return isinstance(value.owner, Operation) and allocates(value.owner, value)


def may_write_or_free(op: Operation) -> bool:
    """Whether `op` (or an op nested in it) may write or free memory.

    Ops with unknown effects (calls, unregistered ops) are assumed to do both.
    """
    return _may_have(op, (MemoryEffectKind.WRITE, MemoryEffectKind.FREE))


def may_write(op: Operation) -> bool:
    """Whether `op` (or an op nested in it) may write memory; ops with unknown
    effects are assumed to."""
    return _may_have(op, (MemoryEffectKind.WRITE,))


def _may_have(op: Operation, kinds: tuple[MemoryEffectKind, ...]) -> bool:
    effects = get_effects(op)
    return effects is None or any(effect.kind in kinds for effect in effects)
