"""The IR the deallocation pass materializes: booleans, base buffers, clones.

All dialect-specific op construction of the pass lives here, so the pass logic
itself (`state.py`, `ownership_based_buffer_deallocation.py`) deals only with
interfaces.  Booleans come from a `BooleanBuilder`, which folds constants and
so keeps the output small before any canonicalization runs.  The hot ops are
built field by field (`build_op`), which skips IRDL's argument checking and
`create`'s generic setters: they cost more than the rest of the pass (the
results are verified with the module).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    UnrankedMemRefType,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.dialects.bufferization import CloneOp, DeallocOp
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.interfaces.view_like import (
    ViewLikeOpInterface,
    ranked_view,
    view_chain,
)
from xdsl_dealloc.ir.booleans import (
    BooleanBuilder,
    bool_constant,
    constant_bool,
    function_entry,
)
from xdsl_dealloc.ir.rebuild import SEGMENTS, build_op, insert_new_op, segment_sizes


class DeallocationBuilder:
    """Builds ops at insertion points, reusing one `true`/`false` per
    function."""

    def __init__(self) -> None:
        self._constants: dict[int, _EntryConstants] = {}
        """Per block (by `id`: xDSL hashes IR objects in Python; the blocks
        `_held`), the `false` and `true` of its function (shared by the
        blocks of one function)."""
        self._held: list[Block] = []

    def constant(self, block: Block, value: bool) -> SSAValue:
        """An `i1` constant usable in `block`, one per function, at its entry
        (`function_entry`)."""
        if (shared := self._constants.get(id(block))) is None:
            entry = function_entry(block)
            if (shared := self._constants.get(id(entry))) is None:
                shared = self._constants[id(entry)] = _EntryConstants(entry)
                self._held.append(entry)
            self._constants[id(block)] = shared
            self._held.append(block)
        values = shared.values
        if (existing := values[value]) is not None:
            return existing
        op = bool_constant(value)
        (result,) = op.results
        # (The hint is valid as it is: xDSL's setter checks it.)
        result._name = _BOOL_NAMES[value]  # pyright: ignore[reportPrivateUsage]
        entry = shared.entry
        insert_new_op(op, InsertPoint(entry, entry.first_op))
        values[value] = result
        return result

    def booleans(self, point: InsertPoint) -> BooleanBuilder:
        """Builds boolean ops at `point`."""
        return _BooleansAt(self, point)

    @staticmethod
    def base_buffer(value: SSAValue, point: InsertPoint) -> SSAValue:
        """The allocated base buffer of `value`, as `bufferization.dealloc`
        requires it, taken apart by `memref.extract_strided_metadata`.  An
        unranked memref is taken apart as the ranked memref it views or,
        viewing none, as MLIR does: reinterpreted as a rank-0 memref."""
        ranked = ranked_view(value)
        if ranked is None:
            cast = reinterpret_as_rank_zero(value)
            insert_new_op(cast, point)
            ranked = cast.result
        metadata = _extract_strided_metadata(ranked)
        metadata.base_buffer._name = "base_buffer"  # pyright: ignore[reportPrivateUsage]
        insert_new_op(metadata, point)
        return metadata.base_buffer

    @staticmethod
    def clone(value: SSAValue, point: InsertPoint) -> SSAValue:
        """A fresh copy of `value`.  An unranked view of a ranked memref is
        copied as that memref and cast back, so that the copy's pointer can be
        compared (`ranked_view`)."""
        source = _ranked_source(value)
        op = build_op(CloneOp, (source,), (source.type,))
        insert_new_op(op, point)
        return _cast_back(op.results[0], value, point)

    @staticmethod
    def view_of(
        view: SSAValue, source: SSAValue, new_source: SSAValue, point: InsertPoint
    ) -> SSAValue:
        """`view` (which is `source` or a chain of views of it) taken of
        `new_source` instead: the view ops are copied at `point`."""
        if new_source is source:
            return view
        chain = list(view_chain(view))
        value = new_source
        for step in reversed(chain[: chain.index(source)]):
            owner = step.owner
            assert isinstance(owner, Operation)
            interface = get_interface(owner, ViewLikeOpInterface)
            assert interface is not None
            copy = owner.clone()
            copy.operands = [
                value if operand is interface.view_source(owner) else operand
                for operand in owner.operands
            ]
            insert_new_op(copy, point)
            value = copy.results[owner.results.index(step)]
        return value

    def clone_unless_owned(
        self, ownership: SSAValue, value: SSAValue, point: InsertPoint
    ) -> SSAValue:
        """`value` if `ownership` holds at run time, else a fresh clone of it
        (through its ranked view, as `clone`)."""
        source = _ranked_source(value)
        clone = build_op(CloneOp, (source,), (source.type,))
        then_block = Block([build_op(scf.YieldOp, (source,))])
        else_block = Block([clone, build_op(scf.YieldOp, clone.results)])
        if_op = build_op(
            scf.IfOp,
            (ownership,),
            (source.type,),
            regions=(Region(then_block), Region(else_block)),
        )
        insert_new_op(if_op, point)
        (chosen,) = if_op.results
        return _cast_back(chosen, value, point)

    def shares_buffer_with_any(
        self, value: SSAValue, others: Sequence[SSAValue], point: InsertPoint
    ) -> SSAValue:
        """Whether `value`'s base buffer is that of one of `others`, at run time."""
        pointer = self._base_pointer(value, point)
        shared: SSAValue | None = None
        for other in others:
            equal = arith.CmpiOp(pointer, self._base_pointer(other, point), "eq")
            insert_new_op(equal, point)
            shared = (
                equal.result
                if shared is None
                else self.booleans(point).or_(shared, equal.result)
            )
        assert shared is not None
        return shared

    def _base_pointer(self, value: SSAValue, point: InsertPoint) -> SSAValue:
        op = memref.ExtractAlignedPointerAsIndexOp.get(self.base_buffer(value, point))
        insert_new_op(op, point)
        return op.aligned_pointer

    @staticmethod
    def dealloc(
        memrefs: list[SSAValue],
        conditions: list[SSAValue],
        retained: list[SSAValue],
        point: InsertPoint,
    ) -> DeallocOp:
        op = build_op(
            DeallocOp,
            (*memrefs, *conditions, *retained),
            (i1,) * len(retained),
            {SEGMENTS: segment_sizes(len(memrefs), len(conditions), len(retained))},
        )
        insert_new_op(op, point)
        return op

    @staticmethod
    def insert_ops(ops: Sequence[Operation], point: InsertPoint) -> None:
        for op in ops:
            insert_new_op(op, point)


_BOOL_NAMES = ("false", "true")


class _EntryConstants:
    """The `false` and `true` (by `values[value]`, once built) at the start
    of a function's entry block `entry`."""

    __slots__ = ("entry", "values")

    def __init__(self, entry: Block) -> None:
        self.entry = entry
        self.values: list[SSAValue | None] = [None, None]


class _BooleansAt(BooleanBuilder):
    """Boolean ops inserted at `point`, with the constants `builder` shares per
    block."""

    def __init__(self, builder: DeallocationBuilder, point: InsertPoint) -> None:
        self.builder = builder
        self.point = point

    def constant(self, value: bool) -> SSAValue:
        return self.builder.constant(self.point.block, value)

    def insert(self, op: Operation) -> SSAValue:
        insert_new_op(op, self.point)
        return op.results[0]

    def select(self, cond: SSAValue, then: SSAValue, other: SSAValue) -> SSAValue:
        """A constant condition (a branch known to be taken) picks its case."""
        known = constant_bool(cond)
        if known is not None:
            return then if known else other
        return super().select(cond, then, other)


def _ranked_source(value: SSAValue) -> SSAValue:
    """`value`, or the ranked memref an unranked `value` is a view of."""
    return ranked_view(value) or value


def _cast_back(copy: SSAValue, value: SSAValue, point: InsertPoint) -> SSAValue:
    """`copy` of `_ranked_source(value)`, with `value`'s type."""
    if copy.type == value.type:
        return copy
    cast = memref.CastOp.create(operands=[copy], result_types=[value.type])
    insert_new_op(cast, point)
    return cast.dest


def reinterpret_as_rank_zero(value: SSAValue) -> memref.ReinterpretCastOp:
    """`value` (an unranked memref) as `memref<T, strided<[]>>`: the same
    base buffer and aligned pointer, with a rank `extract_strided_metadata`
    can take apart (MLIR names an unranked buffer's base this way)."""
    unranked = value.type
    assert isinstance(unranked, UnrankedMemRefType)
    result_type = MemRefType(
        unranked.element_type, [], StridedLayoutAttr([], 0), unranked.memory_space
    )
    return memref.ReinterpretCastOp(value, [], [], [], [0], [], [], result_type)


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
