"""`linalg-generalize-map-reduce`: `linalg.map` and `linalg.reduce` become
`linalg.generic`, as MLIR 22's `linalg-generalize-named-ops` does for them.

xDSL's pass of that name generalizes only its named ops, and its
`convert-linalg-to-loops` lowers only `linalg.generic`: with this pass
first, what One-Shot Bufferize emits continues through xDSL's own lowering
to loops (`linalg-generalize-map-reduce,linalg-generalize-named-ops,
convert-linalg-to-loops`).

For example,

```mlir
linalg.map { math.exp } ins(%a : memref<4xf32>) outs(%o : memref<4xf32>)
```

becomes

```mlir
linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%o : memref<4xf32>) {
^bb0(%0: f32, %1: f32):
  %2 = math.exp %0 : f32
  linalg.yield %2 : f32
}
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, MemRefType, ModuleOp, TensorType
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp, ReduceOp
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl_dealloc.dialects.linalg import MapOp


def _shaped(value_type: Attribute) -> MemRefType | TensorType:
    assert isinstance(value_type, MemRefType | TensorType)
    return value_type


class GeneralizeMap(RewritePattern):
    """Every operand indexed by the identity, every loop parallel; the body
    is the mapper's (which, in MLIR 22, also takes the init's element)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: MapOp, rewriter: PatternRewriter, /):
        init_type = _shaped(op.init.type)
        rank = init_type.get_num_dims()
        body = op.mapper.clone()
        identity = AffineMapAttr(AffineMap.identity(rank))
        generic = GenericOp(
            op.inputs,
            (op.init,),
            body,
            (identity,) * (len(op.inputs) + 1),
            (IteratorTypeAttr.parallel(),) * rank,
            op.result.types,
        )
        rewriter.replace(op, generic)


class GeneralizeReduce(RewritePattern):
    """The input indexed by the identity, the init by the dimensions kept;
    the reduced dimensions are reduction loops."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReduceOp, rewriter: PatternRewriter, /):
        rank = _shaped(op.input.type).get_num_dims()
        reduced = set(op.dimensions.get_values())
        kept = tuple(AffineDimExpr(d) for d in range(rank) if d not in reduced)
        generic = GenericOp(
            (op.input,),
            (op.init,),
            op.region.clone(),
            (
                AffineMapAttr(AffineMap.identity(rank)),
                AffineMapAttr(AffineMap(rank, 0, kept)),
            ),
            tuple(
                IteratorTypeAttr.reduction()
                if d in reduced
                else IteratorTypeAttr.parallel()
                for d in range(rank)
            ),
            op.result.types,
        )
        rewriter.replace(op, generic)


@dataclass(frozen=True)
class LinalgGeneralizeMapReducePass(ModulePass):
    """`linalg.map` and `linalg.reduce` to `linalg.generic` (no options)."""

    name = "linalg-generalize-map-reduce"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier([GeneralizeMap(), GeneralizeReduce()]),
            apply_recursively=False,
        ).rewrite_module(op)
