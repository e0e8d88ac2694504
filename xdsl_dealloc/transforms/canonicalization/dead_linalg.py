"""Erasing a structured linalg op that runs no iteration.

MLIR's canonicalizer erases a linalg op one of whose memref operands has a
static dimension of size 0 (`EraseDeadLinalgOp`): its iteration space is
empty, so it reads and writes nothing.  The buffer it wrote is then only
freed, and the allocation goes too (`EraseWriteOnlyAllocation`).  Tensor
operands do not count, as in MLIR: a tensor op's result still has to be
produced.
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from xdsl_dealloc.dialects.linalg import structured_op_classes, structured_operands
from xdsl_dealloc.ir.types import is_empty_memref


class EraseDeadLinalgOp(RewritePattern):
    """A structured op on memrefs with a memref operand of static size 0
    is erased."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.results or not any(is_empty_memref(value) for value in op.operands):
            # Its inputs and outputs are among its operands: most visits end
            # here, without reading the operand segments.
            return
        if not isinstance(op, structured_op_classes()):
            return
        inputs, outputs = structured_operands(op)
        if any(is_empty_memref(value) for value in (*inputs, *outputs)):
            rewriter.erase(op)


def linalg_patterns(op_class: type[Operation]) -> tuple[RewritePattern, ...]:
    """The patterns added to a linalg op class: none but for structured ops."""
    if not issubclass(op_class, structured_op_classes()):
        return ()
    return (EraseDeadLinalgOp(),)
