"""Folding a memref reshape that undoes the one before it.

MLIR folds a `memref.expand_shape` or `memref.collapse_shape` whose result
type is its source's type to the source, and one whose source is made by
the inverse reshape from a value of the result's type (with at most one
dynamic dimension) to that value (`foldReshapeOp`).  Bufferization makes
such pairs: a collapsed slice of a buffer is written and expanded back into
the slice, and the copy back then goes as a copy onto itself
(`EraseSelfCopy`).
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

_RESHAPES = (memref.ExpandShapeOp, memref.CollapseShapeOp)


class FoldReshapeOfInverse(RewritePattern):
    """`expand_shape(collapse_shape(x))` or `collapse_shape(expand_shape(x))`
    of `x`'s type, with at most one dynamic dimension, is `x`; a reshape to
    its source's type is its source."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, _RESHAPES):
            return
        if op.src.type == op.result.type:
            rewriter.replace(op, (), (op.src,))
            return
        inverse = op.src.owner
        if not isinstance(inverse, _RESHAPES) or isinstance(inverse, type(op)):
            return
        original = inverse.src
        original_type = original.type
        if original_type != op.result.type or not isinstance(original_type, MemRefType):
            return
        if original_type.get_shape().count(DYNAMIC_INDEX) >= 2:
            return
        rewriter.replace(op, (), (original,))
