"""xDSL's `PatternRewriteWalker` with the hooks the passes need, which xDSL
0.74 keeps private.

The canonicalization sweep and the simplification choose which ops a walk
starts from, queue more ops after a removal or modification than xDSL
does, and stop when the worklist is empty instead of walking the whole
module again as long as anything changed.  `WorklistWalker` offers that as
three public hooks and `sweep`; it is the only class overriding private
methods of xDSL's walker (docs/architecture.md lists the upstream change
that would remove it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import PatternRewriteWalker

Push = Callable[[Operation], None]
"""Queues an op on the walker's worklist (the last queued is visited first)."""


@dataclass
class WorklistWalker(PatternRewriteWalker):
    """A walker whose `sweep` visits the ops `initial_ops` queues and every op
    a rewrite queues, once the worklist is empty it stops."""

    def initial_ops(self, region: Region, push: Push) -> None:
        """Queues the ops a sweep starts from: by default, as xDSL does,
        every op of `region`."""
        for op in region.walk(
            reverse=not self.walk_reverse, region_first=not self.walk_regions_first
        ):
            push(op)

    def queue_after_removal(self, op: Operation, push: Push) -> None:
        """Queues more ops when `op` is erased, after xDSL's walker queued the
        definitions of its operands left with one use.  Nothing by default."""

    def queue_after_modification(self, op: Operation, push: Push) -> None:
        """Queues more ops when `op` changed in place, after `op` itself.
        Nothing by default."""

    def sweep(self, region: Region) -> bool:
        """One walk of `region`: until the worklist is empty, with no second
        walk of the whole region.  Whether anything changed."""
        self._populate_worklist(region)
        return self._process_worklist(self._get_rewriter_listener())

    # xDSL's private methods, overridden only here.

    def _populate_worklist(self, op: Operation | Region | Block) -> None:
        assert isinstance(op, Region), "the walker sweeps regions"
        self.initial_ops(op, self._worklist.push)

    def _handle_operation_removal(self, op: Operation) -> None:
        super()._handle_operation_removal(op)
        self.queue_after_removal(op, self._worklist.push)

    def _handle_operation_modification(self, op: Operation) -> None:
        super()._handle_operation_modification(op)
        self.queue_after_modification(op, self._worklist.push)
