"""`empty-tensor-to-alloc-tensor`: every `tensor.empty` becomes a
`bufferization.alloc_tensor` of the same type and dynamic sizes, as MLIR
22's pass does.

Why not xDSL 0.74's pass of the same name (which this one replaces under
`xdsl-opt`): it drops the op's location (the new op is at `loc(unknown)`),
and it converts nothing else, where MLIR 22 runs its pattern in the greedy
rewrite driver, which also erases dead ops (a dead `tensor.empty` does not
become an allocation), folds ops and removes dead region code.  Ours runs
its pattern the way xDSL's `canonicalize` runs its patterns: with dead-op
removal, folding and region dead-code elimination, after uniquing the
constants as MLIR's driver does before it applies any pattern
(`unique_constants`).  Printed by `mlir-opt-22`, its output is then MLIR's
but where MLIR's own folders or block merging change more
(docs/one-shot-bufferize.md).

For example,

```mlir
%e = tensor.empty(%n) : tensor<?xf32>
```

becomes

```mlir
%e = bufferization.alloc_tensor(%n) : tensor<?xf32>
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import tensor
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation, Region
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import ConstantLike
from xdsl.transforms.dead_code_elimination import RemoveUnusedOperations, region_dce

from xdsl_dealloc.dialects.bufferization import AllocTensorOp
from xdsl_dealloc.ir.traits import is_isolated_from_above


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
        unique_constants(op)
        patterns = GreedyRewritePatternApplier(
            [RemoveUnusedOperations(), EmptyToAllocTensor()],
            ctx=ctx,
            folding_enabled=True,
        )
        PatternRewriteWalker(patterns, post_walk_func=region_dce).rewrite_module(op)


def unique_constants(root: Operation) -> None:
    """What MLIR's greedy rewrite driver does to constants before applying
    patterns (its `OperationFolder`), in program order: a constant equal
    (op, value, type) to one met before in the same insertion region (that
    of the nearest op isolated from above) is replaced by it; the others
    move to the front of that region's entry block, unless they are there
    already, right after the constants kept so far."""
    known: dict[Region, dict[tuple[str, Attribute, Attribute], Operation]] = {}
    kept: set[Operation] = set()
    for op in list(root.walk()):
        if len(op.results) != 1 or not op.has_trait(ConstantLike):
            continue
        value = ConstantLike.get_constant_value(op.results[0])
        region = _insertion_region(op)
        if value is None or region is None:
            continue
        constants = known.setdefault(region, {})
        key = (op.name, value, op.results[0].type)
        if (existing := constants.get(key)) is not None:
            op.results[0].replace_all_uses_with(existing.results[0])
            Rewriter.erase_op(op)
            continue
        entry = region.blocks.first
        assert entry is not None  # it holds `op`'s ancestor
        if op.parent is not entry or not (op.prev_op is None or op.prev_op in kept):
            op.detach()
            Rewriter.insert_op(op, InsertPoint.at_start(entry))
        constants[key] = op
        kept.add(op)


def _insertion_region(op: Operation) -> Region | None:
    """The region MLIR's driver gathers the constant `op` in: that of its
    nearest ancestor isolated from above (a function), or of a top-level
    op."""
    region = op.parent_region()
    while region is not None:
        parent = region.parent_op()
        if parent is None or is_isolated_from_above(parent) or parent.parent is None:
            return region
        region = parent.parent_region()
    return None
