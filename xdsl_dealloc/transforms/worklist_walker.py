"""xDSL's `PatternRewriteWalker` with the hooks the passes need, which xDSL
0.74 keeps private.

The canonicalization sweep and the simplification choose which ops a walk
starts from, queue more ops after a removal or modification than xDSL
does, and stop when the worklist is empty instead of walking the whole
module again as long as anything changed.  `WorklistWalker` offers that as
public hooks and `sweep`; it is the only class overriding private methods
of xDSL's walker (docs/architecture.md lists the upstream change that would
remove it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.ir import Block, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriterListener,
    PatternRewriteWalker,
)
from xdsl.rewriter import InsertPoint
from xdsl.utils.worklist import _MISSING, Worklist  # pyright: ignore[reportPrivateUsage]

from xdsl_dealloc.ir.rebuild import move_uses


@dataclass
class WorklistWalker(PatternRewriteWalker):
    """A walker whose `sweep` visits the ops `initial_ops` queues and every op
    a rewrite queues; once the worklist is empty it stops."""

    queue: Callable[[Operation], None] = field(init=False)
    """Queues an op (the last queued is visited first; an op already queued
    keeps its place)."""

    queue_all: Callable[[list[Operation]], None] = field(init=False)
    """Queues each of a list of ops in turn, as `queue` would (one call for
    a whole walk's ops)."""

    def __post_init__(self) -> None:
        worklist = self._worklist = _OpWorklist()
        self.queue = worklist.push
        self.queue_all = worklist.push_all

    def initial_ops(self, region: Region) -> None:
        """Queues the ops a sweep starts from: by default, as xDSL does,
        every op of `region`."""
        for op in region.walk(
            reverse=not self.walk_reverse, region_first=not self.walk_regions_first
        ):
            self.queue(op)

    def after_insertion(self, op: Operation) -> None:
        """Called when `op` is inserted, after xDSL's walker queued it.  A
        subclass that defines it is called; there is no default."""

    def after_removal(self, op: Operation) -> None:
        """Queues more ops when `op` is erased, after xDSL's walker queued the
        definitions of its operands left with one use.  A subclass that
        defines it is called; there is no default."""

    def after_modification(self, op: Operation) -> None:
        """Queues more ops when `op` changed in place, after `op` itself.  A
        subclass that defines it is called; there is no default."""

    def sweep(self, region: Region) -> bool:
        """One walk of `region`: until the worklist is empty, with no second
        walk of the whole region.  Whether anything changed."""
        self._populate_worklist(region)
        return self._process_worklist(self._get_rewriter_listener())

    # xDSL's private methods, overridden only here.

    def _populate_worklist(self, op: Operation | Region | Block) -> None:
        assert isinstance(op, Region), "the walker sweeps regions"
        self.initial_ops(op)

    def _process_worklist(self, listener: PatternRewriterListener) -> bool:
        # xDSL's loop, with one rewriter reset per visit without building
        # its insertion point (`_VisitRewriter`): most visits change nothing.
        # The worklist's `pop` in place: its stack and index are read for
        # every visit.
        worklist = cast(_OpWorklist, self._worklist)
        stack = worklist._stack  # pyright: ignore[reportPrivateUsage]
        ids = worklist._ids  # pyright: ignore[reportPrivateUsage]
        rewriter: _VisitRewriter | None = None
        match_and_rewrite = self.pattern.match_and_rewrite
        changed = False
        while stack:
            op = stack.pop()
            if op is _MISSING:
                continue
            del ids[id(op)]
            if rewriter is None:
                rewriter = _VisitRewriter(op)
                rewriter.extend_from_listener(listener)
            rewriter.reset(op)
            try:
                match_and_rewrite(op, rewriter)
            except Exception as err:
                op.emit_error(
                    f"Error while applying pattern: {err}", underlying_error=err
                )
            changed |= rewriter.has_done_action
        return changed

    def _get_rewriter_listener(self) -> PatternRewriterListener:
        # The hooks go after the walker's own handlers, and only those a
        # subclass defines: they run for nearly every rewrite.
        listener = super()._get_rewriter_listener()
        walker = type(self)
        if walker.after_insertion is not WorklistWalker.after_insertion:
            listener.operation_insertion_handler.append(self.after_insertion)
        if walker.after_removal is not WorklistWalker.after_removal:
            listener.operation_removal_handler.append(self.after_removal)
        if walker.after_modification is not WorklistWalker.after_modification:
            listener.operation_modification_handler.append(self.after_modification)
        return listener

    # xDSL's queueing on each rewrite, reading the use lists and operand
    # tuples in place rather than through their views (`uses`, `operands`).

    def _handle_operation_removal(self, op: Operation) -> None:
        if self.apply_recursively:
            # The definitions of its operands that are left with one use.
            queue = self.queue
            for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
                if (
                    isinstance(operand, OpResult)
                    and (use := operand.first_use) is not None
                    and use._next_use is None  # pyright: ignore[reportPrivateUsage]
                ):
                    queue(operand.op)
        remove = self._worklist.remove
        if op.regions:
            for nested in op.walk():
                remove(nested)
        else:
            remove(op)

    def _handle_operation_replacement(
        self, op: Operation, new_results: Sequence[SSAValue | None]
    ) -> None:
        if self.apply_recursively:
            queue = self.queue
            for result in op.results:
                use = result.first_use
                while use is not None:
                    queue(use.operation)
                    use = use._next_use  # pyright: ignore[reportPrivateUsage]


class _VisitRewriter(PatternRewriter):
    """The walker's rewriter, whose insertion point (before the visited op)
    is built when a pattern first asks for it."""

    _point: InsertPoint | None = None

    def reset(self, op: Operation) -> None:
        """Ready for a visit of `op`, as xDSL's walker resets its rewriter."""
        self.has_done_action = False
        self._current_operation = op
        self._point = None
        self._name_hint = None

    @property
    def insertion_point(self) -> InsertPoint:  # pyright: ignore[reportIncompatibleVariableOverride]
        point = self._point
        if point is None:
            assert self._current_operation is not None
            point = self._point = InsertPoint.before(self._current_operation)
        return point

    @insertion_point.setter
    def insertion_point(self, point: InsertPoint) -> None:  # pyright: ignore[reportIncompatibleVariableOverride]
        self._point = point

    # xDSL's generic steps, leaner where the sweeps and the simplification
    # spend most of their rewrites: the same IR, use-list order, name hints
    # and listener events as `PatternRewriter`'s (a test compares them).

    def erase(self, op: Operation, safe_erase: bool = True) -> None:
        self.has_done_action = True
        for handler in self.operation_removal_handler:
            handler(op)
        if (block := op.parent) is not None:
            block.detach_op(op)
        op.drop_all_references()
        for result in op.results:
            # xDSL replaces the uses of each result by a new `ErasedSSAValue`
            # (or refuses, if `safe_erase`): with none, there is nothing to do.
            if result.first_use is not None:
                result.erase(safe_erase=safe_erase)

    def replace_all_uses_with(
        self, from_value: SSAValue, to_value: SSAValue | None, safe_erase: bool = True
    ) -> None:
        if from_value is to_value:
            return
        if to_value is None:
            if from_value.first_use is not None:
                super().replace_all_uses_with(from_value, to_value, safe_erase)
                return
            # xDSL erases the unused value: it replaces its (absent) uses by
            # a new `ErasedSSAValue`.
            self.has_done_action = True
            return
        users = move_uses(from_value, to_value)
        if users:
            self.has_done_action = True
            handlers = self.operation_modification_handler
            for user in users:
                for handler in handlers:
                    handler(user)

    def replace(
        self,
        op: Operation,
        new_ops: Operation | Sequence[Operation],
        new_results: Sequence[SSAValue | None] | None = None,
        safe_erase: bool = True,
    ) -> None:
        if (
            new_results is None
            or isinstance(new_ops, Operation)
            or new_ops
            or op.parent is None
        ):
            super().replace(op, new_ops, new_results, safe_erase)
            return
        # Replaced by values alone (a fold) in a block: nothing to insert.
        self.has_done_action = True
        results = op.results
        if len(results) != len(new_results):
            raise ValueError(
                f"Expected {len(results)} new results, but got {len(new_results)}"
            )
        for handler in self.operation_replacement_handler:
            handler(op, new_results)
        for old_result, new_result in zip(results, new_results, strict=True):
            self.replace_all_uses_with(old_result, new_result, safe_erase=safe_erase)
            if new_result is not None and not new_result.name_hint:
                new_result.name_hint = old_result.name_hint
        self.erase(op, safe_erase=safe_erase)


class _OpWorklist(Worklist[Operation]):
    """xDSL's worklist, keyed by the ops' ids: an op's `__hash__` is a
    Python call, made for every push and pop."""

    _ids: dict[int, int]

    def __init__(self) -> None:
        super().__init__()
        self._ids = {}

    def push(self, item: Operation) -> None:
        ids = self._ids
        key = id(item)
        if key not in ids:
            stack = self._stack
            ids[key] = len(stack)
            stack.append(item)

    def push_all(self, items: list[Operation]) -> None:
        ids = self._ids
        stack = self._stack
        for item in items:
            key = id(item)
            if key not in ids:
                ids[key] = len(stack)
                stack.append(item)

    def pop(self) -> Operation:
        stack = self._stack
        while (item := stack.pop()) is _MISSING:
            pass
        del self._ids[id(item)]
        return item

    def remove(self, item: Operation) -> None:
        index = self._ids.pop(id(item), None)
        if index is not None:
            self._stack[index] = _MISSING
