"""Canonicalization for the deallocation pipeline, in one sweep.

The same patterns and folders as xDSL's `canonicalize`, with the same
worklist driver, which re-queues the users and operands of every op a
pattern changes, so local rewrites reach their fixpoint within the sweep;
dead ops are erased during the sweep too.  xDSL's `canonicalize` walks the
whole module again for as long as anything changed: at least twice over
every function.  Here a second sweep only follows when dead code elimination
still finds something (unreachable blocks).  On the pipeline's IR the result
is the same (`tests/transforms/test_sweep_canonicalize.py`) at half the cost.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, Region
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.transforms.canonicalize import CanonicalizationRewritePattern
from xdsl.transforms.dead_code_elimination import is_trivially_dead, region_dce


class _EraseDeadOp(RewritePattern):
    """Erases an op as soon as it is dead, which re-queues its operands'
    definitions: ops the patterns leave without uses go within the sweep,
    and so do the ops that then lose their last use."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if is_trivially_dead(op):
            rewriter.erase(op)


@dataclass
class _SingleSweepWalker(PatternRewriteWalker):
    """A walker that stops when its worklist is empty."""

    def rewrite_region(self, region: Region) -> bool:
        listener = self._get_rewriter_listener()
        changed = False
        while True:
            self._populate_worklist(region)
            changed |= self._process_worklist(listener)
            # Dead ops went during the sweep; what is left for dead code
            # elimination is unreachable blocks, whose removal can enable
            # more rewrites (block merging), so sweep again then.
            if not region_dce(region, listener):
                return changed
            changed = True


@dataclass(frozen=True)
class SweepCanonicalizePass(ModulePass):
    """`canonicalize`, driven by a single worklist sweep."""

    name = "canonicalize-sweep"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = GreedyRewritePatternApplier(
            [_EraseDeadOp(), CanonicalizationRewritePattern()],
            ctx=ctx,
            folding_enabled=True,
        )
        _SingleSweepWalker(pattern).rewrite_module(op)
