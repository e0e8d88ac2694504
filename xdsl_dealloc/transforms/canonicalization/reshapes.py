"""Folding a memref reshape that undoes the one before it.

MLIR folds a `memref.expand_shape` or `memref.collapse_shape` whose result
type is its source's type to the source, and one whose source is made by
the inverse reshape, with the same groups, from a value of the result's
type to that value (`foldReshapeOp`): always for a collapse, for an expand
when no group of its result has two dynamic dimensions (else the sizes it
was given may split the group otherwise).  Bufferization makes
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
    """`collapse_shape(expand_shape(x))` of `x`'s type and groups is `x`, and
    so is `expand_shape(collapse_shape(x))` when each group of `x`'s type has
    at most one dynamic dimension; a reshape to its source's type is its
    source."""

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
        if inverse.reassociation != op.reassociation:
            return
        if isinstance(op, memref.ExpandShapeOp):
            shape = original_type.get_shape()
            for group in op.reassociation.data:
                sizes = [shape[index.value.data] for index in group.data]
                if sizes.count(DYNAMIC_INDEX) >= 2:
                    return
        rewriter.replace(op, (), (original,))
