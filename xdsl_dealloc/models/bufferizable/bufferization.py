"""Bufferization models of the `bufferization` dialect: `to_tensor` is the
buffer it wraps (writable only with `writable`), `to_buffer` the buffer of
its tensor, `alloc_tensor` a new buffer (a copy with `copy`),
`materialize_in_destination` a copy into its destination, all of which
is the subset it inserts into."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.bufferization import (
    AllocTensorOp,
    MaterializeInDestinationOp,
    ToBufferOp,
    ToTensorOp,
)
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingValue,
    BufferizableOpInterface,
    BufferRelation,
    EquivalenceQuery,
    FixedAccessBufferizable,
    InsertsFirstOperandIntoSecond,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    memory_space_of,
    memref_type_for,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.strided_layouts import strided_form
from xdsl_dealloc.ir.types import is_tensor


class ToTensorModel(FixedAccessBufferizable):
    """`bufferization.to_tensor`: the tensor of an existing buffer; its
    writes are allowed only with `writable`."""

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        assert isinstance(op, ToTensorOp)
        return op.writable is not None

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, ToTensorOp)
        return op.memref.type

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Nothing to do: users take the buffer through `get_buffer`."""


def cast_or_copy(
    buffer: SSAValue, target: Attribute, state: BufferizationState, point: InsertPoint
) -> SSAValue:
    """`buffer` as a `target`-typed memref: itself, a `memref.cast`, or a
    copy into a new identity buffer when a cast cannot change the layout
    (MLIR's `castOrReallocMemRefValue`)."""
    if buffer.type == target:
        return buffer
    source_type = buffer.type
    if isinstance(source_type, MemRefType) and isinstance(target, MemRefType):
        if _cast_compatible(source_type, target):
            cast = build_op(memref.CastOp, operands=[buffer], result_types=[target])
            state.rewriter.insert_op(cast, point)
            return cast.dest
        identity = MemRefType(
            target.element_type,
            target.get_shape(),
            NoneAttr(),
            target.memory_space,
        )
        if not _cast_compatible(identity, target):
            identity = _allocatable(target)
        copy = state.allocate(identity, state.dynamic_sizes(buffer, point), point)
        state.copy(buffer, copy, point)
        return cast_or_copy(copy, target, state, point)
    cast = build_op(memref.CastOp, operands=[buffer], result_types=[target])
    state.rewriter.insert_op(cast, point)
    return cast.dest


def _allocatable(target: MemRefType) -> MemRefType:
    """A buffer type of `target`'s layout that `memref.alloc` takes and
    `memref.cast` turns into `target`: the layout itself (as MLIR) unless it
    has symbols, which no allocation gives; then its strides, at offset 0
    where the offset is dynamic (MLIR allocates the layout with symbols,
    which does not verify)."""
    strided = strided_form(target)
    if strided is None or target.layout == strided.layout:
        return target
    layout = strided.layout
    if not isinstance(layout, StridedLayoutAttr):
        return strided
    if not (
        isinstance(target.layout, AffineMapAttr) and target.layout.data.num_symbols
    ):
        return target
    strides = layout.get_strides()
    if any(stride is None for stride in strides):
        return target
    offset = layout.get_offset()
    return MemRefType(
        target.element_type,
        target.get_shape(),
        StridedLayoutAttr(strides, 0 if offset is None else offset),
        target.memory_space,
    )


def _cast_compatible(source: MemRefType, target: MemRefType) -> bool:
    """Whether `memref.cast` may go from `source` to `target`: same element
    type and memory space, and each static size, stride and offset of one
    matching the other or dynamic in the target."""
    if (
        source.element_type != target.element_type
        or source.memory_space != target.memory_space
    ):
        return False
    if source.layout == target.layout:
        return True
    source_form, target_form = strided_form(source), strided_form(target)
    if source_form is None or target_form is None:
        return False
    source_strides = source_form.get_strides()
    target_strides = target_form.get_strides()
    assert source_strides is not None and target_strides is not None
    return all(
        b is None or a == b
        for a, b in zip(
            (source_form.get_offset(), *source_strides),
            (target_form.get_offset(), *target_strides),
            strict=True,
        )
    )


class ToBufferModel(FixedAccessBufferizable):
    """`bufferization.to_buffer`: the buffer of its tensor, which whoever
    uses the memref may read and (unless `read_only`) write."""

    reads = True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        assert isinstance(op, ToBufferOp)
        return op.read_only is None

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, ToBufferOp)
        buffer = state.get_buffer(op.tensor)
        result = cast_or_copy(buffer, op.memref.type, state, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [result])


class AllocTensorModel(FixedAccessBufferizable):
    """`bufferization.alloc_tensor`: a new buffer in its memory space (or
    its copy's), holding a copy of `copy` if given."""

    reads = True

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> bool:
        assert isinstance(op, AllocTensorOp)
        return op.copy is not None

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, AllocTensorOp)
        space = op.properties.get("memory_space")
        if space is None:
            space = (
                state.default_memory_space(value)
                if op.copy is None
                else memory_space_of(state.buffer_type(op.copy))
            )
        return memref_type_for(value.type, memory_space=space)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, AllocTensorOp)
        if not op.tensor.uses:
            rewriter.erase_op(op)
            return
        buffer_type = state.buffer_type(op.tensor)
        assert isinstance(buffer_type, MemRefType)
        point = InsertPoint.before(op)
        if op.copy is None:
            state.replace_op_with_bufferized_values(
                op, [state.allocate(buffer_type, op.dynamic_sizes, point)]
            )
            return
        source = state.get_buffer(op.copy)
        buffer = state.allocate(buffer_type, state.dynamic_sizes(source, point), point)
        state.copy(source, buffer, point)
        state.replace_op_with_bufferized_values(op, [buffer])


class MaterializeInDestinationModel(BufferizableOpInterface):
    """`bufferization.materialize_in_destination`: the source copied into the
    destination, a tensor (written in place, the result its buffer) or a
    memref."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 0

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 1

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        """As MLIR: each element is read from the source before it is
        written to the destination, never read again."""
        return True

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        if operand.index != 1:
            return []
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, MaterializeInDestinationOp)
        tensor_destination = is_tensor(op.dest)
        destination = state.get_buffer(op.dest) if tensor_destination else op.dest
        source = state.get_buffer(op.source)
        state.copy(source, destination, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(
            op, [destination] if tensor_destination else []
        )


class MaterializeInDestinationSubset(InsertsFirstOperandIntoSecond):
    """`bufferization.materialize_in_destination` inserts its source into
    all of its destination."""

    def is_equivalent_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        assert isinstance(op, MaterializeInDestinationOp)
        return is_tensor(op.dest) and equivalent(candidate, op.dest)

    def values_needed_for_subset_extraction(self, op: Operation) -> Sequence[SSAValue]:
        return [op.operands[1]]

    def extracts_destination_buffer(self, op: Operation) -> bool:
        return not is_tensor(op.operands[1])

    def build_subset_extraction(
        self, op: Operation, insert_point: InsertPoint
    ) -> SSAValue | None:
        """A tensor destination is the subset itself.  A memref destination
        becomes a `to_tensor restrict`, which takes over the op's
        `restrict` (no other `restrict` tensor of the buffer may exist);
        without `restrict` there is none to take."""
        assert isinstance(op, MaterializeInDestinationOp)
        if is_tensor(op.dest):
            return op.dest
        if op.restrict is None:
            return None
        del op.properties["restrict"]
        to_tensor = ToTensorOp(op.dest, restrict=True, writable=op.writable is not None)
        Rewriter.insert_op(to_tensor, insert_point)
        return to_tensor.tensor


def register() -> None:
    """Attaches the bufferization models of `bufferization`'s ops."""
    register_interface(ToTensorOp, ToTensorModel())
    register_interface(ToBufferOp, ToBufferModel())
    register_interface(AllocTensorOp, AllocTensorModel())
    register_interface(MaterializeInDestinationOp, MaterializeInDestinationModel())
    register_interface(MaterializeInDestinationOp, MaterializeInDestinationSubset())
