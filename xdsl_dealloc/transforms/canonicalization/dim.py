"""`memref.dim` folding, as MLIR's folder does and xDSL 0.74 does not: a
size known from the type, or the size operand of the allocation.  The
expansion of a `memref.realloc` compares the old buffer's size with the new
one; once that size is known, the comparison and the branch fold."""

from __future__ import annotations

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerAttr, MemRefType
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.transforms.canonicalization_patterns.utils import const_evaluate_operand


class FoldDimOfKnownSize(RewritePattern):
    """`memref.dim %m, %c` with a constant `%c` is the size if the type of
    `%m` has it, or the matching size operand of the `memref.alloc` or
    `memref.alloca` defining `%m`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.DimOp, rewriter: PatternRewriter, /):
        index = const_evaluate_operand(op.index)
        source_type = op.source.type
        if index is None or not isinstance(source_type, MemRefType):
            return
        shape = source_type.get_shape()
        if not 0 <= index < len(shape):
            return
        if shape[index] != DYNAMIC_INDEX:
            size = arith.ConstantOp(IntegerAttr(shape[index], IndexType()))
            rewriter.replace(op, size)
            return
        allocation = op.source.owner
        if isinstance(allocation, memref.AllocOp | memref.AllocaOp):
            position = shape[:index].count(DYNAMIC_INDEX)
            rewriter.replace(op, (), (allocation.dynamic_sizes[position],))
