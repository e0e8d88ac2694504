"""Questions about memory effects that the patterns share.

Allocation and free effects are read as the deallocation pass reads them
(`xdsl_dealloc.interfaces.buffer_deallocation`): an op's own effects only,
an unnamed one concerning all its memref results (ALLOC) or operands (FREE);
the recursive effects of region ops say nothing about their results, and
asking for them would walk the regions.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffectKind, get_effects

from xdsl_dealloc.interfaces.buffer_deallocation import (
    allocated_results,
    freed_operands,
)


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
