"""The IR the deallocation pass materializes: booleans, base buffers, clones.

All dialect-specific op construction of the pass lives here, so the pass logic
itself (`state.py`, `ownership_based_buffer_deallocation.py`) deals only with
interfaces.  Boolean helpers fold constants, which keeps the output small
before any canonicalization runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IntegerAttr,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
    i1,
)
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.bufferization import CloneOp, DeallocOp


class DeallocationBuilder:
    """Builds ops at insertion points, reusing one `true`/`false` per block."""

    def __init__(self) -> None:
        self._constants: dict[tuple[Block, bool], SSAValue] = {}

    def constant(self, block: Block, value: bool) -> SSAValue:
        """An `i1` constant defined at the start of `block`."""
        key = (block, value)
        if (existing := self._constants.get(key)) is not None:
            return existing
        op = arith.ConstantOp(IntegerAttr(int(value), i1))
        op.result.name_hint = "true" if value else "false"
        Rewriter.insert_op(op, InsertPoint.at_start(block))
        self._constants[key] = op.result
        return op.result

    @staticmethod
    def constant_value(value: SSAValue) -> bool | None:
        """The value of an `i1` constant, or None if not constant."""
        op = value.owner
        if isinstance(op, arith.ConstantOp) and isinstance(op.value, IntegerAttr):
            return bool(op.value.value.data)
        return None

    def and_(self, lhs: SSAValue, rhs: SSAValue, point: InsertPoint) -> SSAValue:
        for a, b in ((lhs, rhs), (rhs, lhs)):
            known = self.constant_value(a)
            if known is True:
                return b
            if known is False:
                return a
        if lhs is rhs:
            return lhs
        return self._insert(arith.AndIOp(lhs, rhs), point)

    def or_(self, lhs: SSAValue, rhs: SSAValue, point: InsertPoint) -> SSAValue:
        for a, b in ((lhs, rhs), (rhs, lhs)):
            known = self.constant_value(a)
            if known is False:
                return b
            if known is True:
                return a
        if lhs is rhs:
            return lhs
        return self._insert(arith.OrIOp(lhs, rhs), point)

    def not_(self, value: SSAValue, point: InsertPoint) -> SSAValue:
        known = self.constant_value(value)
        block = _block_of(point)
        if known is not None:
            return self.constant(block, not known)
        return self._insert(arith.XOrIOp(value, self.constant(block, True)), point)

    def select(
        self, cond: SSAValue, then: SSAValue, other: SSAValue, point: InsertPoint
    ) -> SSAValue:
        if then is other:
            return then
        known = self.constant_value(cond)
        if known is not None:
            return then if known else other
        if self.constant_value(then) is True and self.constant_value(other) is False:
            return cond
        return self._insert(arith.SelectOp(cond, then, other), point)

    @staticmethod
    def base_buffer(value: SSAValue, point: InsertPoint) -> SSAValue:
        """The allocated base buffer of `value`, as `bufferization.dealloc`
        requires it (unranked memrefs are first cast to rank 0)."""
        if isinstance(value.type, UnrankedMemRefType):
            cast = memref.ReinterpretCastOp.from_dynamic(
                value,
                [0],
                [],
                [],
                MemRefType(
                    value.type.element_type, [], NoneAttr(), value.type.memory_space
                ),
            )
            Rewriter.insert_op(cast, point)
            value = cast.result
        metadata = memref.ExtractStridedMetaDataOp(value)
        metadata.base_buffer.name_hint = "base_buffer"
        Rewriter.insert_op(metadata, point)
        return metadata.base_buffer

    @staticmethod
    def clone(value: SSAValue, point: InsertPoint) -> SSAValue:
        op = CloneOp(value)
        Rewriter.insert_op(op, point)
        return op.output

    def clone_unless_owned(
        self, ownership: SSAValue, value: SSAValue, point: InsertPoint
    ) -> SSAValue:
        """`value` if `ownership` holds at run time, else a fresh clone of it."""
        then_block = Block([scf.YieldOp(value)])
        else_block = Block()
        clone = CloneOp(value)
        else_block.add_ops((clone, scf.YieldOp(clone.output)))
        if_op = scf.IfOp(ownership, [value.type], [then_block], [else_block])
        Rewriter.insert_op(if_op, point)
        return if_op.output[0]

    def shares_buffer_with_any(
        self, value: SSAValue, others: Sequence[SSAValue], point: InsertPoint
    ) -> SSAValue:
        """Whether `value`'s base buffer is that of one of `others`, at run time."""
        pointer = self._base_pointer(value, point)
        shared: SSAValue | None = None
        for other in others:
            equal = arith.CmpiOp(pointer, self._base_pointer(other, point), "eq")
            Rewriter.insert_op(equal, point)
            shared = (
                equal.result
                if shared is None
                else self.or_(shared, equal.result, point)
            )
        assert shared is not None
        return shared

    def _base_pointer(self, value: SSAValue, point: InsertPoint) -> SSAValue:
        op = memref.ExtractAlignedPointerAsIndexOp.get(self.base_buffer(value, point))
        Rewriter.insert_op(op, point)
        return op.aligned_pointer

    @staticmethod
    def dealloc(
        memrefs: list[SSAValue],
        conditions: list[SSAValue],
        retained: list[SSAValue],
        point: InsertPoint,
    ) -> DeallocOp:
        op = DeallocOp(memrefs, conditions, retained)
        Rewriter.insert_op(op, point)
        return op

    @staticmethod
    def insert_ops(ops: Sequence[Operation], point: InsertPoint) -> None:
        Rewriter.insert_op(ops, point)

    @staticmethod
    def _insert(op: Operation, point: InsertPoint) -> SSAValue:
        Rewriter.insert_op(op, point)
        return op.results[0]


def _block_of(point: InsertPoint) -> Block:
    return point.block
