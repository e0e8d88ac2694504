"""Erasing an allocation nothing ever reads, and a copy of a buffer onto
itself.

MLIR's canonicalizer erases a `memref.alloc` or `memref.alloca` whose only
users are stores into it and `memref.dealloc`s; xDSL 0.74 keeps it, and the
deallocation pipeline then frees it (with runtime checks where its ownership
is not known statically).  `EraseWriteOnlyAllocation` also looks through
views of the buffer (only written or freed in turn), `memref.copy` and
`linalg.fill` into it, and `bufferization.dealloc`s that free it, and also applies to a
`bufferization.clone` (which only reads its source besides).
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects import memref
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.traits import MemoryEffectKind, get_effects

from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.memory_effects import (
    has_only_result_effects,
    is_fresh_allocation,
)
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.interfaces.view_like import ViewLikeOpInterface
from xdsl_dealloc.transforms.canonicalization.dealloc import erase_dead_definitions


class EraseWriteOnlyAllocation(RewritePattern):
    """An allocation (or clone) whose buffer is only written (`memref.store`
    into it, `memref.copy` or `linalg.fill` to it), viewed by views that are themselves only
    written, and freed (`memref.dealloc`, the memrefs of a
    `bufferization.dealloc`) is erased with all those users.

    Sound because nothing reads the buffer or lets it escape: every use is
    one of those, so no other value can point into it, and dropping it from
    a `bufferization.dealloc` changes neither what else that frees nor the
    ownership of its retained memrefs (none of which can alias it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if len(op.results) != 1:
            return
        buffer = op.results[0]
        # The uses first: most buffers are read, which ends the match
        # before the op's effects are read.
        users = _write_only_users(buffer)
        if (
            users is None
            or not is_fresh_allocation(buffer)
            or not _only_allocates_or_reads(op)
        ):
            return
        # The frees and writes first, then the views, each before the view
        # it is taken of (found after it), then the allocation.
        views: list[Operation] = []
        for user in users:
            if isinstance(user, DeallocOp):
                _stop_freeing(user, buffer, users, rewriter)
            elif get_interface(user, ViewLikeOpInterface) is None:
                rewriter.erase(user)
            else:
                views.append(user)
        for view in reversed(views):
            rewriter.erase(view)
        rewriter.erase(op)


def _stop_freeing(
    dealloc: DeallocOp,
    buffer: SSAValue,
    users: list[Operation],
    rewriter: PatternRewriter,
) -> None:
    """Drops `buffer` and its views (defined by `users`) from the memrefs
    `dealloc` frees; the conditions dropped with them may die."""
    memrefs, conditions, retained = dealloc.operand_groups()
    kept = [
        (value, condition)
        for value, condition in zip(memrefs, conditions, strict=True)
        if value is not buffer and value.owner not in users
    ]
    dealloc.set_operand_groups(
        [value for value, _ in kept], [condition for _, condition in kept], retained
    )
    rewriter.notify_op_modified(dealloc)
    erase_dead_definitions(conditions, rewriter)


def _only_allocates_or_reads(op: Operation) -> bool:
    """Whether all `op` does is allocate and read (a `bufferization.clone`
    reads its source): nothing observable once its result is gone."""
    effects = get_effects(op)
    return effects is not None and all(
        effect.kind in (MemoryEffectKind.ALLOC, MemoryEffectKind.READ)
        for effect in effects
    )


def _write_only_users(buffer: SSAValue) -> list[Operation] | None:
    """The ops that write, view or free `buffer`, each after the view it
    uses, if those are all its uses (transitively through views); None if
    anything may read it or let it escape."""
    users: list[Operation] = []
    pending = [buffer]
    while pending:
        value = pending.pop()
        for use in value.uses:
            user = use.operation
            if not _writes_or_frees(user, use.index):
                if user in users:
                    return None
                view = get_interface(user, ViewLikeOpInterface)
                if (
                    view is None
                    or view.view_source(user) is not value
                    or not has_only_result_effects(user)
                    or any(
                        result.uses
                        for result in user.results
                        if result not in view.view_results(user)
                    )
                ):
                    return None
                pending.extend(view.view_results(user))
            elif user in users:
                continue
            users.append(user)
    return users


def _writes_or_frees(user: Operation, operand_index: int) -> bool:
    """Whether `user` only writes or frees its operand `operand_index`."""
    # Exact classes: an `isinstance` against xDSL's op classes goes through
    # `ABCMeta`, and this is asked of every user of every allocation.  The
    # fill by name: importing linalg would slow every start-up.
    user_class = type(user)
    if (
        user_class is memref.StoreOp
        or user_class is memref.CopyOp
        or user_class.name == "linalg.fill"
    ):
        return operand_index == 1
    if user_class is memref.DeallocOp:
        return True
    if user_class is DeallocOp:
        memrefs, _, _ = cast(DeallocOp, user).operand_groups()
        return operand_index < len(memrefs)
    return False


class EraseSelfCopy(RewritePattern):
    """A `memref.copy` of a buffer onto itself changes nothing (MLIR's
    `FoldSelfCopy`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CopyOp, rewriter: PatternRewriter, /):
        if op.source is op.destination:
            rewriter.erase(op)
