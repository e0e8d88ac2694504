"""Canonicalization of `bufferization.clone` ("Clone Canonicalization" of
MLIR's Buffer Deallocation - Internals documentation).

A clone whose source (or whose own result) is deallocated later in the same
block is redundant: the source can be used in place of the clone (through a
`memref.cast` where the types differ; a clone to a type the source cannot be
cast to stays, as in MLIR 22) and that `memref.dealloc` dropped, so the buffer simply lives on where the copy would
have.  Which dealloc is dropped follows MLIR: the clone's own dealloc if it is
in the clone's block, otherwise the source's.

MLIR's pattern only refuses when a deallocation lies between the clone and the
dropped dealloc.  This one also refuses when any op in between may write
memory (or has unknown effects): a write to either buffer there would become
visible through the other once they are one buffer, changing what the program
computes.

`CloneWhereNotOwned` goes beyond MLIR: the deallocation pass copies a
returned buffer it may not own behind a runtime test of its ownership; when
that ownership is a result of an `scf.if` whose branches each yield a constant,
the copy moves into the branches that yield `false`, and the test goes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from xdsl.dialects import memref, scf
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.dialects.bufferization import CloneOp
from xdsl_dealloc.dialects.memref_syntax import cast_compatible
from xdsl_dealloc.interfaces.memory_effects import (
    freed_operands,
    may_write,
    may_write_or_free,
)
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.ir.booleans import constant_bool
from xdsl_dealloc.transforms.canonicalization.dealloc import erase_dead_definitions
from xdsl_dealloc.transforms.canonicalization.region_values import (
    rebuild_keeping_results,
)


class _MultipleDeallocations:
    """Marks a value freed by more than one op (MLIR's `findDealloc` failure)."""


_MULTIPLE = _MultipleDeallocations()


def _unique_deallocation(value: SSAValue) -> Operation | None | _MultipleDeallocations:
    """The single user of `value` that frees it, None if no user does."""
    found: Operation | None = None
    for use in value.uses:
        if value not in freed_operands(use.operation):
            continue
        if found is not None and found is not use.operation:
            return _MULTIPLE
        found = use.operation
    return found


def _freed_in(value: SSAValue, block: Block | None) -> bool:
    """Whether a `memref.dealloc` of `block` frees `value`."""
    return any(
        type(use.operation) is memref.DeallocOp and use.operation.parent is block
        for use in value.uses
    )


def _follows_without(
    first: Operation, last: Operation, effect: Callable[[Operation], bool]
) -> bool:
    """Whether `last` follows `first` in its block with no op in between that
    may have `effect`."""
    op = first.next_op
    while op is not None and op is not last:
        if effect(op):
            return False
        op = op.next_op
    return op is last


class RemoveRedundantClone(RewritePattern):
    """Replaces a clone by its source when one of the two is freed by a
    `memref.dealloc` later in the clone's block, and drops that dealloc.
    An unused clone is erased."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter, /):
        # Positional: xDSL's named accessors cost several times as much.
        (source,) = op._operands  # pyright: ignore[reportPrivateUsage]
        (copy,) = op.results
        if not copy.uses:
            rewriter.erase(op)
            return
        block = op.parent_block()
        if not _freed_in(copy, block) and not _freed_in(view_root(source), block):
            return  # no `memref.dealloc` in the block to drop
        # The source stands in for a clone of another type through a cast,
        # if one can convert between them (MLIR 22 keeps the clone if not).
        if source.type != copy.type and not cast_compatible(source.type, copy.type):
            return
        clone_dealloc = _unique_deallocation(copy)
        source_dealloc = _unique_deallocation(view_root(source))
        if isinstance(clone_dealloc, _MultipleDeallocations) or isinstance(
            source_dealloc, _MultipleDeallocations
        ):
            return
        # Both freed in this block: their lifetimes may only partly overlap,
        # so neither buffer can stand in for the other.
        if (
            clone_dealloc is not None
            and source_dealloc is not None
            and clone_dealloc.parent_block() is source_dealloc.parent_block()
        ):
            return
        if clone_dealloc is not None and clone_dealloc.parent_block() is block:
            redundant = clone_dealloc
        elif source_dealloc is not None and source_dealloc.parent_block() is block:
            redundant = source_dealloc
        else:
            return
        # Only an unconditional free of exactly this buffer may be dropped; a
        # `bufferization.dealloc` also frees others and depends on conditions.
        if not isinstance(redundant, memref.DeallocOp):
            return
        if not _follows_without(op, redundant, may_write_or_free):
            return
        rewriter.erase(redundant)
        if source.type == copy.type:
            rewriter.replace(op, [], [source])
        else:
            rewriter.replace(op, memref.CastOp.get(source, op.output.type))


class _CloneUnlessOwned(NamedTuple):
    """`%copy = scf.if %owned { yield %value } else { clone %value }` where
    `%value` and `%owned` are results of the same `scf.if`, `decider`."""

    guard: scf.IfOp
    decider: scf.IfOp
    value: OpResult
    owned: OpResult

    @staticmethod
    def around(clone: CloneOp) -> _CloneUnlessOwned | None:
        guard = clone.parent_op()
        if not isinstance(guard, scf.IfOp) or len(guard.results) != 1:
            return None
        # Positional: xDSL's named accessors cost several times as much.
        (value,) = clone._operands  # pyright: ignore[reportPrivateUsage]
        (copy,) = clone.results
        true_region, false_region = guard.regions
        (owned,) = guard._operands  # pyright: ignore[reportPrivateUsage]
        if (
            clone.parent_region() is not false_region
            or clone.prev_op is not None
            or not _yields_only(clone.next_op, copy)
            or not _yields_only(true_region.block.first_op, value)
            or not isinstance(value, OpResult)
            or not isinstance(owned, OpResult)
            or copy.type != value.type
        ):
            return None
        decider = value.op
        if not isinstance(decider, scf.IfOp) or owned.op is not decider:
            return None
        return _CloneUnlessOwned(guard, decider, value, owned)

    def ownership_in_branches(self) -> list[tuple[scf.YieldOp, bool]] | None:
        """Each branch's yield with the ownership it yields, if all are
        constants."""
        branches: list[tuple[scf.YieldOp, bool]] = []
        for region in self.decider.regions:
            terminator = region.block.last_op if region.blocks else None
            if not isinstance(terminator, scf.YieldOp):
                return None
            owned = constant_bool(terminator.operands[self.owned.index])
            if owned is None:
                return None
            branches.append((terminator, owned))
        return branches


def _yields_only(op: Operation | None, value: SSAValue) -> bool:
    """Whether `op` is an `scf.yield` of `value` alone, ending its block."""
    return (
        isinstance(op, scf.YieldOp) and op.next_op is None and op._operands == (value,)  # pyright: ignore[reportPrivateUsage]
    )


class CloneWhereNotOwned(RewritePattern):
    """Moves the copy of `scf.if %owned { yield %v } else { clone %v }` into
    the branches of the `scf.if` defining `%v` and `%owned` that yield
    `%owned = false`, when every branch yields a constant there; the guard and
    the `%owned` result go.

    Only `%v`'s own guard and copy may use it, and `%owned` only the guard;
    no op between the two `scf.if`s may write memory, so copying earlier
    copies the same contents.  (Freeing `%v` in between would already make the
    original copy read freed memory.)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter, /):
        found = _CloneUnlessOwned.around(op)
        if found is None:
            return
        guard, decider, value, owned = found
        if (
            sum(1 for _ in value.uses) != 2
            or not owned.has_one_use()
            or not _follows_without(decider, guard, may_write)
        ):
            return
        branches = found.ownership_in_branches()
        if branches is None:
            return
        ownership_constants: list[SSAValue] = []
        for terminator, is_owned in branches:
            operands = list(terminator.operands)
            if not is_owned:
                copy = CloneOp.create(
                    operands=[operands[value.index]], result_types=[value.type]
                )
                rewriter.insert(copy, InsertPoint.before(terminator))
                operands[value.index] = copy.output
            ownership_constants.append(operands.pop(owned.index))
            terminator.operands = operands
            rewriter.notify_op_modified(terminator)
        rewriter.replace(guard, [], [value])
        kept = [index for index in range(len(decider.results)) if index != owned.index]
        rebuild_keeping_results(decider, list(decider.operands), kept, rewriter)
        erase_dead_definitions(ownership_constants, rewriter)


CLONE_PATTERNS: tuple[RewritePattern, ...] = (
    RemoveRedundantClone(),
    CloneWhereNotOwned(),
)
