"""Canonicalization patterns of `bufferization.dealloc`.

None of them needs an aliasing analysis: each only uses facts visible in the
op's operands and their defining ops.  The analysis-based simplifications live
in `buffer-deallocation-simplification`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import MemoryEffectKind, only_has_effect
from xdsl.transforms.dead_code_elimination import is_trivially_dead

from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.memory_effects import (
    is_fresh_allocation,
)
from xdsl_dealloc.ir.booleans import is_constant_bool
from xdsl_dealloc.ir.values import defining_op


def replace_dealloc_operands(
    op: DeallocOp,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    rewriter: PatternRewriter,
) -> bool:
    """Makes `op` free `memrefs` under `conditions` (same retained list, same
    results), in place, unless nothing changed; returns whether it did."""
    old_memrefs, old_conditions, retained = op.operand_groups()
    if tuple(memrefs) == old_memrefs and tuple(conditions) == old_conditions:
        return False
    op.set_operand_groups(memrefs, conditions, retained)
    rewriter.notify_op_modified(op)
    erase_dead_definitions((*old_memrefs, *old_conditions), rewriter)
    return True


def erase_dead_definitions(
    values: Sequence[SSAValue], rewriter: PatternRewriter
) -> None:
    """Erases the ops defining `values` that just lost their last use (the
    base-buffer extractions, views and selects of dropped operands), and in
    turn the definitions of their operands that thereby die, so no rewrite
    walk needs to come back for them; ops that lost a result's last use but
    must stay, and the last user of a value, are offered to the patterns
    again."""
    pending = list(values)
    while pending:
        value = pending.pop()
        owner = defining_op(value)
        if owner is None or owner.parent is None:
            continue
        # The use list read through `first_use`: `uses` builds an object.
        if (first_use := value.first_use) is not None:
            if value.has_one_use():
                # Its one remaining user may match now (an allocation that
                # only its dealloc uses).
                rewriter.notify_op_modified(first_use.operation)
            continue
        if is_trivially_dead(owner):
            pending.extend(owner.operands)
            rewriter.erase(owner)
        else:
            # Still needed for its effects, but an op with an unused result
            # may simplify further (a dealloc's updated ownership).
            rewriter.notify_op_modified(owner)


DeallocGroups = tuple[tuple[SSAValue, ...], tuple[SSAValue, ...], tuple[SSAValue, ...]]
"""A dealloc's memrefs, conditions and retained values (`operand_groups`)."""


class DeallocPattern(RewritePattern):
    """A pattern of `bufferization.dealloc` whose `rewrite` first checks, from
    the operand groups alone, what it needs at the least, and returns at
    once where that fails (which it mostly does: the passes offer each
    dealloc to the patterns several times)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if type(op) is DeallocOp:  # narrows without `cast`, a Python call
            self.rewrite(op, op.operand_groups(), rewriter)

    @abstractmethod
    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None: ...


class MergeDuplicateDeallocMemrefs(DeallocPattern):
    """A memref listed twice is deallocated once, if either condition holds:
    `dealloc (%m, %m) if (%a, %b)` becomes `dealloc (%m) if (%a or %b)`."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        old_memrefs, old_conditions, _ = groups
        if len(old_memrefs) < 2 or len(set(old_memrefs)) == len(old_memrefs):
            return
        position: dict[SSAValue, int] = {}
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        for memref_value, condition in zip(old_memrefs, old_conditions, strict=True):
            if memref_value not in position:
                position[memref_value] = len(memrefs)
                memrefs.append(memref_value)
                conditions.append(condition)
                continue
            index = position[memref_value]
            if conditions[index] is not condition:
                either = rewriter.insert(arith.OrIOp(conditions[index], condition))
                conditions[index] = either.result
        replace_dealloc_operands(op, memrefs, conditions, rewriter)


class DropDuplicateRetainedMemrefs(DeallocPattern):
    """A memref retained twice is retained once; both results are the same
    ownership, so the later one is replaced by the earlier one."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        memrefs, conditions, old_retained = groups
        if len(old_retained) < 2 or len(set(old_retained)) == len(old_retained):
            return
        first_position: dict[SSAValue, int] = {}
        for retained in old_retained:
            first_position.setdefault(retained, len(first_position))
        new_op = DeallocOp(
            memrefs, conditions, list(first_position), op.attributes.copy()
        )
        rewriter.replace(
            op,
            new_op,
            [new_op.results[first_position[r]] for r in old_retained],
        )


class EraseEmptyDealloc(DeallocPattern):
    """A dealloc with no memrefs frees nothing and passes no ownership on: every
    retained memref's updated ownership is `false`."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        if groups[0]:
            return
        if all(result.first_use is None for result in op.results):
            rewriter.erase(op)
            return
        false = arith.ConstantOp(IntegerAttr(0, i1))
        rewriter.replace(op, false, [false.result] * len(op.results))


class DropAlwaysFalseConditions(DeallocPattern):
    """A memref whose condition is the constant `false` is never freed and never
    contributes ownership to a retained memref, so it is removed from the list."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        memrefs, conditions, _ = groups
        for condition in conditions:
            if is_constant_bool(condition, False):
                break
        else:
            return
        kept = [
            (memref_value, condition)
            for memref_value, condition in zip(memrefs, conditions, strict=True)
            if not is_constant_bool(condition, False)
        ]
        replace_dealloc_operands(
            op,
            [memref_value for memref_value, _ in kept],
            [condition for _, condition in kept],
            rewriter,
        )


class SkipExtractMetadataOfAllocation(DeallocPattern):
    """The base buffer of a fresh allocation is that allocation itself, so the
    dealloc can name the allocation and the `extract_strided_metadata` may die.
    This exposes alloc/dealloc pairs to `EraseAllocDeallocPairs`."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        old_memrefs, conditions, _ = groups
        for value in old_memrefs:
            if type(value.owner) is memref.ExtractStridedMetaDataOp:
                break
        else:
            return
        memrefs = [self._allocation_of_base(m) or m for m in old_memrefs]
        replace_dealloc_operands(op, memrefs, conditions, rewriter)

    @staticmethod
    def _allocation_of_base(value: SSAValue) -> SSAValue | None:
        source = base_buffer_source(value)
        return source if source is not None and is_fresh_allocation(source) else None


def base_buffer_source(value: SSAValue) -> SSAValue | None:
    """The memref `value` is the `extract_strided_metadata` base buffer of."""
    metadata = value.owner
    if type(metadata) is memref.ExtractStridedMetaDataOp and (
        value is metadata.base_buffer
    ):
        return metadata.source
    return None


class EraseAllocDeallocPairs(DeallocPattern):
    """An allocation used only by this dealloc is removed together with its
    entry in the memref list.

    Sound because the buffer is never read, written, or passed on: nothing can
    alias it (an alias would be another use), so dropping it changes neither
    which other memrefs are freed nor any updated ownership.  The allocating op
    must have no effect besides allocating, and none of its other results may
    be in use, since the whole op is erased.
    """

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        old_memrefs, old_conditions, _ = groups
        # The cheap test first: a dealloc's memrefs mostly have other uses.
        for value in old_memrefs:
            if value.has_one_use():
                break
        else:
            return
        dead_allocations: list[Operation] = []
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        for memref_value, condition in zip(old_memrefs, old_conditions, strict=True):
            allocation = self._dead_allocation(memref_value)
            if allocation is None:
                memrefs.append(memref_value)
                conditions.append(condition)
            else:
                dead_allocations.append(allocation)
        if not replace_dealloc_operands(op, memrefs, conditions, rewriter):
            return
        for allocation in dead_allocations:
            rewriter.erase(allocation)

    @staticmethod
    def _dead_allocation(value: SSAValue) -> Operation | None:
        if not value.has_one_use():
            return None
        allocation = value.owner
        if not isinstance(allocation, Operation) or not is_fresh_allocation(value):
            return None
        if not only_has_effect(allocation, MemoryEffectKind.ALLOC):
            return None
        if any(result.uses for result in allocation.results if result is not value):
            return None
        return allocation


class CanonicalizeDealloc(DeallocPattern):
    """The patterns in turn, up to the first that changes something, reading
    the dealloc's operand groups once for all of them."""

    def __init__(self, *patterns: DeallocPattern) -> None:
        self.patterns = patterns

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        for pattern in self.patterns:
            pattern.rewrite(op, groups, rewriter)
            if rewriter.has_done_action:
                return


DEALLOC_PATTERNS: tuple[RewritePattern, ...] = (
    CanonicalizeDealloc(
        MergeDuplicateDeallocMemrefs(),
        DropDuplicateRetainedMemrefs(),
        EraseEmptyDealloc(),
        DropAlwaysFalseConditions(),
        SkipExtractMetadataOfAllocation(),
        EraseAllocDeallocPairs(),
    ),
)
