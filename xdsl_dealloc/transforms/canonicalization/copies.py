"""Copies MLIR's canonicalizer simplifies: one of an empty buffer, and one
through a `memref.cast` to a less static type.

A `memref.copy` from or to a buffer with a static dimension of size 0
copies nothing (MLIR's `FoldEmptyCopy`).  A copy reading or writing through
a cast that only makes sizes, strides or offset dynamic works on the cast's
source as well (MLIR's `foldMemRefCast` on `memref.copy`), which shows such
a copy empty when the source's size is statically 0.
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, StridedLayoutAttr
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl_dealloc.ir.strided_layouts import strided_form
from xdsl_dealloc.ir.types import is_empty_memref


class EraseEmptyCopy(RewritePattern):
    """A copy from or to a memref with a static dimension of size 0 goes."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CopyOp, rewriter: PatternRewriter, /):
        if is_empty_memref(op.source) or is_empty_memref(op.destination):
            rewriter.erase(op)


class CopyThroughCast(RewritePattern):
    """A copy's operand made by a `memref.cast` that only loses static
    information is replaced by the cast's source."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CopyOp, rewriter: PatternRewriter, /):
        for index, value in enumerate(op.operands):
            source = _more_static_source(value)
            if source is not None:
                op.operands[index] = source
                rewriter.handle_operation_modification(op)
                rewriter.has_done_action = True


def _more_static_source(value: SSAValue) -> SSAValue | None:
    """The source of the `memref.cast` making `value` if the cast makes no
    size, stride or offset static that was dynamic (MLIR's
    `canFoldIntoConsumerOp`)."""
    cast = value.owner
    if not isinstance(cast, memref.CastOp):
        return None
    source, result = cast.source.type, cast.dest.type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return None
    if source.element_type != result.element_type:
        return None
    source_strided, result_strided = strided_form(source), strided_form(result)
    if source_strided is None or result_strided is None:
        return None
    source_values = [*source.get_shape(), *_strides_and_offset(source_strided)]
    result_values = [*result.get_shape(), *_strides_and_offset(result_strided)]
    if len(source_values) != len(result_values):
        return None
    for before, after in zip(source_values, result_values, strict=True):
        if before != after and _dynamic(before) and not _dynamic(after):
            return None
    return cast.source


def _dynamic(value: int | None) -> bool:
    return value is None or value == DYNAMIC_INDEX


def _strides_and_offset(strided: MemRefType) -> list[int | None]:
    """The strides and the offset of a strided-form type (an identity
    layout's are its row-major strides and 0)."""
    layout = strided.layout
    if isinstance(layout, StridedLayoutAttr):
        return [*layout.get_strides(), layout.get_offset()]
    strides: list[int | None] = []
    stride: int | None = 1
    for size in reversed(strided.get_shape()):
        strides.insert(0, stride)
        stride = None if stride is None or _dynamic(size) else stride * size
    return [*strides, 0]
