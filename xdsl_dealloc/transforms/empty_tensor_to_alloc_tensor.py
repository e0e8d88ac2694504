"""`empty-tensor-to-alloc-tensor`: every `tensor.empty` becomes a
`bufferization.alloc_tensor` of the same type and dynamic sizes, as MLIR
22's pass does.

Why not xDSL 0.74's pass of the same name (which this one replaces under
`xdsl-opt`): it drops the op's location (the new op is at `loc(unknown)`),
and it converts nothing else, where MLIR 22 runs its pattern in the greedy
rewrite driver, which also erases dead ops (a dead `tensor.empty` does not
become an allocation), folds ops and removes dead region code.  Ours runs
its pattern the way xDSL's `canonicalize` runs its patterns: with dead-op
removal, folding and region dead-code elimination.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import tensor
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.transforms.dead_code_elimination import RemoveUnusedOperations, region_dce

from xdsl_dealloc.dialects.bufferization import AllocTensorOp


class EmptyToAllocTensor(RewritePattern):
    """`tensor.empty(sizes)` to `bufferization.alloc_tensor(sizes)`, at the
    same place, with the same location and name."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tensor.EmptyOp, rewriter: PatternRewriter, /):
        allocation = AllocTensorOp(op.tensor.type, op.dynamic_sizes)
        allocation.location = op.location
        rewriter.replace(op, allocation)


@dataclass(frozen=True)
class EmptyTensorToAllocTensorPass(ModulePass):
    """MLIR 22's `empty-tensor-to-alloc-tensor` (it has no options)."""

    name = "empty-tensor-to-alloc-tensor"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = GreedyRewritePatternApplier(
            [RemoveUnusedOperations(), EmptyToAllocTensor()],
            ctx=ctx,
            folding_enabled=True,
        )
        PatternRewriteWalker(patterns, post_walk_func=region_dce).rewrite_module(op)
