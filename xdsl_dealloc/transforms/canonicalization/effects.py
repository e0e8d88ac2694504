"""Questions about memory effects that the patterns share.

xDSL's effect traits mostly do not name the value they affect (`value is
None`).  An unnamed effect of an op without regions is taken to concern the
op's own results (for ALLOC) or its operands (for FREE).  An op with regions
reports the effects of its nested ops, so an unnamed effect there says nothing
about the op's results and is never read as one.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects


def _concerns(effect: EffectInstance, op: Operation, value: SSAValue) -> bool:
    if effect.value is None:
        return not op.regions
    return effect.value is value


def allocates(op: Operation, value: SSAValue) -> bool:
    """Whether `op` produces `value` as a fresh allocation."""
    if value.owner is not op:
        return False
    effects = get_effects(op)
    return effects is not None and any(
        effect.kind is MemoryEffectKind.ALLOC and _concerns(effect, op, value)
        for effect in effects
    )


def frees(op: Operation, value: SSAValue) -> bool:
    """Whether `op` is known to deallocate `value`, one of its operands."""
    if value not in op.operands:
        return False
    effects = get_effects(op)
    return effects is not None and any(
        effect.kind is MemoryEffectKind.FREE and _concerns(effect, op, value)
        for effect in effects
    )


def is_fresh_allocation(value: SSAValue) -> bool:
    """Whether `value` is the result of an op allocating it (alloc, alloca, ...)."""
    return isinstance(value.owner, Operation) and allocates(value.owner, value)


def may_write_or_free(op: Operation) -> bool:
    """Whether `op` (or an op nested in it) may write or free memory.

    Ops with unknown effects (calls, unregistered ops) are assumed to do both.
    """
    effects = get_effects(op)
    return effects is None or any(
        effect.kind in (MemoryEffectKind.WRITE, MemoryEffectKind.FREE)
        for effect in effects
    )
