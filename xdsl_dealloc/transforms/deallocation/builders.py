"""The IR the deallocation pass materializes: booleans, base buffers, clones.

All dialect-specific op construction of the pass lives here, so the pass logic
itself (`state.py`, `ownership_based_buffer_deallocation.py`) deals only with
interfaces.  Booleans come from a `BooleanBuilder`, which folds constants and
so keeps the output small before any canonicalization runs.  The hot ops are
built with `Op.create`, which skips IRDL's argument checking: it costs more
than the rest of the pass (the results are verified with the module).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.analysis.path_conditions import constant_bool
from xdsl_dealloc.dialects.bufferization import CloneOp, DeallocOp
from xdsl_dealloc.transforms.booleans import (
    BooleanBuilder,
    bool_constant,
    function_entry,
)


class DeallocationBuilder:
    """Builds ops at insertion points, reusing one `true`/`false` per
    function."""

    def __init__(self) -> None:
        self._constants: dict[tuple[Block, bool], SSAValue] = {}
        self._entries: dict[Block, Block] = {}

    def constant(self, block: Block, value: bool) -> SSAValue:
        """An `i1` constant usable in `block`, one per function, at its entry
        (`function_entry`)."""
        if (entry := self._entries.get(block)) is None:
            entry = self._entries[block] = function_entry(block)
        key = (entry, value)
        if (existing := self._constants.get(key)) is not None:
            return existing
        op = bool_constant(value)
        op.result.name_hint = "true" if value else "false"
        Rewriter.insert_op(op, InsertPoint.at_start(key[0]))
        self._constants[key] = op.result
        return op.result

    def booleans(self, point: InsertPoint) -> BooleanBuilder:
        """Builds boolean ops at `point`."""
        return _BooleansAt(self, point)

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
        metadata = _extract_strided_metadata(value)
        metadata.base_buffer.name_hint = "base_buffer"
        Rewriter.insert_op(metadata, point)
        return metadata.base_buffer

    @staticmethod
    def clone(value: SSAValue, point: InsertPoint) -> SSAValue:
        op = CloneOp.create(operands=[value], result_types=[value.type])
        Rewriter.insert_op(op, point)
        return op.output

    def clone_unless_owned(
        self, ownership: SSAValue, value: SSAValue, point: InsertPoint
    ) -> SSAValue:
        """`value` if `ownership` holds at run time, else a fresh clone of it."""
        clone = CloneOp.create(operands=[value], result_types=[value.type])
        then_block = Block([scf.YieldOp.create(operands=[value])])
        else_block = Block([clone, scf.YieldOp.create(operands=[clone.output])])
        if_op = scf.IfOp.create(
            operands=[ownership],
            result_types=[value.type],
            regions=[Region(then_block), Region(else_block)],
        )
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
                else self.booleans(point).or_(shared, equal.result)
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


@dataclass
class _BooleansAt(BooleanBuilder):
    """Boolean ops inserted at `point`, with the constants `builder` shares per
    block."""

    builder: DeallocationBuilder
    point: InsertPoint

    def constant(self, value: bool) -> SSAValue:
        return self.builder.constant(self.point.block, value)

    def insert(self, op: Operation) -> SSAValue:
        Rewriter.insert_op(op, self.point)
        return op.results[0]

    def select(self, cond: SSAValue, then: SSAValue, other: SSAValue) -> SSAValue:
        """A constant condition (a branch known to be taken) picks its case."""
        known = constant_bool(cond)
        if known is not None:
            return then if known else other
        return super().select(cond, then, other)


def _extract_strided_metadata(value: SSAValue) -> memref.ExtractStridedMetaDataOp:
    memref_type = value.type
    assert isinstance(memref_type, MemRefType)
    rank = memref_type.get_num_dims()
    base_type = _base_buffer_type(memref_type.element_type, memref_type.memory_space)
    return memref.ExtractStridedMetaDataOp.create(
        operands=[value], result_types=[base_type, _INDEX, *[_INDEX] * (2 * rank)]
    )


@cache
def _base_buffer_type(element_type: Attribute, memory_space: Attribute) -> MemRefType:
    return MemRefType(element_type, [], NoneAttr(), memory_space)


_INDEX = IndexType()
