"""Canonicalization of `bufferization.clone` (seed 003, "Clone Canonicalization").

A clone whose source (or whose own result) is deallocated later in the same
block is redundant: the source can be used in place of the clone and that
`memref.dealloc` dropped, so the buffer simply lives on where the copy would
have.  Which dealloc is dropped follows MLIR: the clone's own dealloc if it is
in the clone's block, otherwise the source's.

MLIR's pattern only refuses when a deallocation lies between the clone and the
dropped dealloc.  This one also refuses when any op in between may write
memory (or has unknown effects): a write to either buffer there would become
visible through the other once they are one buffer, changing what the program
computes.
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

import xdsl_dealloc.interfaces.impl  # noqa: F401  (registers the view models)
from xdsl_dealloc.dialects.bufferization import CloneOp
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.transforms.canonicalization.effects import (
    frees,
    may_write_or_free,
)


class _MultipleDeallocations:
    """Marks a value freed by more than one op (MLIR's `findDealloc` failure)."""


_MULTIPLE = _MultipleDeallocations()


def _unique_deallocation(value: SSAValue) -> Operation | None | _MultipleDeallocations:
    """The single user of `value` that frees it, None if no user does."""
    found: Operation | None = None
    for use in value.uses:
        if not frees(use.operation, value):
            continue
        if found is not None and found is not use.operation:
            return _MULTIPLE
        found = use.operation
    return found


def _nothing_writes_or_frees_between(first: Operation, last: Operation) -> bool:
    """Whether `last` follows `first` in its block with no op in between that
    may write or free memory."""
    op = first.next_op
    while op is not None and op is not last:
        if may_write_or_free(op):
            return False
        op = op.next_op
    return op is last


class RemoveRedundantClone(RewritePattern):
    """Replaces a clone by its source when one of the two is freed by a
    `memref.dealloc` later in the clone's block, and drops that dealloc.
    An unused clone is erased."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter, /):
        if not op.output.uses:
            rewriter.erase(op)
            return
        clone_dealloc = _unique_deallocation(op.output)
        source_dealloc = _unique_deallocation(view_root(op.input))
        if isinstance(clone_dealloc, _MultipleDeallocations) or isinstance(
            source_dealloc, _MultipleDeallocations
        ):
            return
        block = op.parent_block()
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
        if not _nothing_writes_or_frees_between(op, redundant):
            return
        rewriter.replace(op, [], [op.input])
        rewriter.erase(redundant)


CLONE_PATTERNS: tuple[RewritePattern, ...] = (RemoveRedundantClone(),)
