"""Bufferization models of the `tensor` dialect, as MLIR 22 bufferizes it:
`empty` and `from_elements` allocate, `extract` loads, `insert` stores in
place of its destination, `extract_slice` is a subview, `insert_slice`
copies into a subview of its destination, `cast`, `collapse_shape` and
`expand_shape` are views, `dim` reads the buffer's size, `concat` copies
its inputs into a new buffer."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, memref, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.interfaces.bufferizable import (
    AliasingValue,
    AllocatingBufferizable,
    BufferRelation,
    DestinationStyleBufferizable,
    DestinationStyleOpInterface,
    EquivalenceQuery,
    FixedAccessBufferizable,
    OpOperand,
    SubsetInsertionOpInterface,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    fully_dynamic_layout,
    memory_space_of,
    memref_type_for,
)
from xdsl_dealloc.interfaces.registry import register_interface

Mixed = int | SSAValue
"""A static or dynamic offset, size or stride."""


def mixed(static: Sequence[int], dynamic: Sequence[SSAValue]) -> list[Mixed]:
    """Static values with each `DYNAMIC_INDEX` replaced by the next dynamic one."""
    remaining = iter(dynamic)
    return [next(remaining) if value == DYNAMIC_INDEX else value for value in static]


def _slice_parameters(
    op: tensor.ExtractSliceOp | tensor.InsertSliceOp,
) -> tuple[list[Mixed], list[Mixed], list[Mixed]]:
    return (
        mixed(op.static_offsets.get_values(), op.offsets),
        mixed(op.static_sizes.get_values(), op.sizes),
        mixed(op.static_strides.get_values(), op.strides),
    )


def subview_type(
    source: Attribute, shape: Sequence[int], parameters: tuple[list[Mixed], ...]
) -> MemRefType:
    """The type of a subview of a `source` buffer, rank-reduced to `shape`
    (MLIR's `inferRankReducedResultType`)."""
    assert isinstance(source, MemRefType)
    offsets, sizes, strides = parameters
    full = memref.SubviewOp.infer_result_type(source, offsets, sizes, strides)
    full_shape = full.get_shape()
    if len(full_shape) == len(shape):
        return full
    layout = full.layout
    assert isinstance(layout, StridedLayoutAttr)
    kept_strides: list[int | None] = []
    position = 0
    all_strides = layout.get_strides()
    for size, stride in zip(full_shape, all_strides, strict=True):
        if position < len(shape) and (size == shape[position]):
            kept_strides.append(stride)
            position += 1
        # a unit dimension the tensor result dropped
    return MemRefType(
        full.element_type,
        shape,
        StridedLayoutAttr(kept_strides, layout.get_offset()),
        full.memory_space,
    )


def _is_zero(value: Mixed) -> bool:
    return value == 0


class EmptyModel(AllocatingBufferizable):
    """`tensor.empty`: a new buffer with undefined contents."""

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: SSAValue, state: AnalysisState
    ) -> bool:
        return False  # no contents: nothing defines them

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.EmptyOp)
        if not op.tensor.uses:
            rewriter.erase_op(op)
            return
        buffer_type = state.buffer_type(op.tensor)
        assert isinstance(buffer_type, MemRefType)
        buffer = state.allocate(buffer_type, op.dynamic_sizes, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [buffer])


class ExtractModel(FixedAccessBufferizable):
    """`tensor.extract`: a `memref.load`."""

    reads = True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.ExtractOp)
        buffer = state.get_buffer(op.tensor)
        load = memref.LoadOp.get(buffer, op.indices)
        rewriter.insert_op(load, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [load.res])


class DimModel(FixedAccessBufferizable):
    """`tensor.dim`: a `memref.dim`; it reads no element."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.DimOp)
        buffer = state.get_buffer(op.source)
        dim = memref.DimOp(buffer, op.index)
        rewriter.insert_op(dim, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [dim.result])


class InsertDestinationStyle(DestinationStyleOpInterface):
    """`tensor.insert` and `tensor.insert_slice`: `dest` is the init."""

    def init_operands(self, op: Operation) -> Sequence[OpOperand]:
        return [OpOperand(op, 1)]  # after the scalar or the source


class InsertModel(DestinationStyleBufferizable):
    """`tensor.insert`: a `memref.store` into the destination's buffer."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.InsertOp)
        buffer = state.get_buffer(op.dest)
        rewriter.insert_op(
            memref.StoreOp.get(op.scalar, buffer, op.indices), InsertPoint.before(op)
        )
        state.replace_op_with_bufferized_values(op, [buffer])


class ExtractSliceModel(FixedAccessBufferizable):
    """`tensor.extract_slice`: a subview of the source's buffer, neither
    read nor written here."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        if operand.index != 0:
            return []
        return [AliasingValue(op.results[0], BufferRelation.UNKNOWN)]

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, tensor.ExtractSliceOp)
        result_type = op.result.type
        assert isinstance(result_type, TensorType)
        return subview_type(
            state.buffer_type(op.source),
            result_type.get_shape(),
            _slice_parameters(op),
        )

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.ExtractSliceOp)
        source = state.get_buffer(op.source)
        offsets, sizes, strides = _slice_parameters(op)
        result_type = state.buffer_type(op.result)
        subview = memref.SubviewOp.get(source, offsets, sizes, strides, result_type)
        rewriter.insert_op(subview, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [subview.result])


class InsertSliceModel(DestinationStyleBufferizable):
    """`tensor.insert_slice`: a copy of the source into a subview of the
    destination's buffer.  The destination is not read when the slice
    covers all of it."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        assert isinstance(op, tensor.InsertSliceOp)
        if operand.index == 0:
            return True  # the source
        offsets, sizes, strides = _slice_parameters(op)
        dest_type = op.dest.type
        assert isinstance(dest_type, TensorType)
        covers_all = (
            all(_is_zero(offset) for offset in offsets)
            and list(sizes) == list(dest_type.get_shape())
            and all(stride == 1 for stride in strides)
        )
        return not covers_all

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.InsertSliceOp)
        dest = state.get_buffer(op.dest)
        source = state.get_buffer(op.source)
        source_type = op.source.type
        assert isinstance(source_type, TensorType)
        parameters = _slice_parameters(op)
        view_type = subview_type(dest.type, source_type.get_shape(), parameters)
        subview = memref.SubviewOp.get(dest, *parameters, view_type)
        rewriter.insert_op(subview, InsertPoint.before(op))
        state.copy(source, subview.result, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [dest])


class InsertSliceSubset(SubsetInsertionOpInterface):
    """`tensor.insert_slice`: the source goes into the slice of `dest` its
    offsets, sizes and strides name."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 1)

    def is_equivalent_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        assert isinstance(op, tensor.InsertSliceOp)
        extract = _extraction_from_destination(op, candidate, equivalent)
        return extract is not None and _same_parameters(
            _slice_parameters(extract), _slice_parameters(op)
        )

    def is_disjoint_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        assert isinstance(op, tensor.InsertSliceOp)
        extract = _extraction_from_destination(op, candidate, equivalent)
        return extract is not None and _disjoint(
            _slice_parameters(extract), _slice_parameters(op)
        )

    def values_needed_for_subset_extraction(self, op: Operation) -> Sequence[SSAValue]:
        assert isinstance(op, tensor.InsertSliceOp)
        return [*op.offsets, *op.sizes, *op.strides, op.dest]

    def build_subset_extraction(
        self, op: Operation, insert_point: InsertPoint
    ) -> SSAValue | None:
        """An `extract_slice` of the destination with the same offsets,
        sizes and strides, of the source's type."""
        assert isinstance(op, tensor.InsertSliceOp)
        extract = tensor.ExtractSliceOp(op.dest, *_slice_parameters(op), op.source.type)
        Rewriter.insert_op(extract, insert_point)
        return extract.result


def _extraction_from_destination(
    op: tensor.InsertSliceOp, candidate: SSAValue, equivalent: EquivalenceQuery
) -> tensor.ExtractSliceOp | None:
    """The `extract_slice` defining `candidate`, if it extracts from a tensor
    equivalent to `op`'s destination."""
    extract = candidate.owner
    if isinstance(extract, tensor.ExtractSliceOp) and equivalent(
        extract.source, op.dest
    ):
        return extract
    return None


def _same_parameters(
    first: tuple[list[Mixed], ...], second: tuple[list[Mixed], ...]
) -> bool:
    return all(
        len(a) == len(b) and all(x is y or x == y for x, y in zip(a, b, strict=True))
        for a, b in zip(first, second, strict=True)
    )


def _disjoint(first: tuple[list[Mixed], ...], second: tuple[list[Mixed], ...]) -> bool:
    """Whether two unit-stride slices with static offsets and sizes are
    disjoint in some dimension."""
    for offset_a, size_a, stride_a, offset_b, size_b, stride_b in zip(
        *first, *second, strict=True
    ):
        values = (offset_a, size_a, stride_a, offset_b, size_b, stride_b)
        if not all(isinstance(value, int) for value in values):
            continue
        if stride_a != 1 or stride_b != 1:
            continue
        assert isinstance(offset_a, int) and isinstance(size_a, int)
        assert isinstance(offset_b, int) and isinstance(size_b, int)
        if offset_a + size_a <= offset_b or offset_b + size_b <= offset_a:
            return True
    return False


class CastModel(FixedAccessBufferizable):
    """`tensor.cast`: a `memref.cast` of the source's buffer, keeping its
    layout for ranked types."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, tensor.CastOp)
        source_buffer = state.buffer_type(op.source)
        space = memory_space_of(source_buffer)
        result_type = op.dest.type
        if not isinstance(result_type, TensorType):
            return memref_type_for(result_type, memory_space=space)
        if not isinstance(op.source.type, TensorType):
            layout = fully_dynamic_layout(len(result_type.get_shape()))
            return memref_type_for(result_type, layout, space)
        assert isinstance(source_buffer, MemRefType)
        return memref_type_for(result_type, source_buffer.layout, space)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.CastOp)
        source = state.get_buffer(op.source)
        result_type = state.buffer_type(op.dest)
        if source.type == result_type:
            state.replace_op_with_bufferized_values(op, [source])
            return
        cast = memref.CastOp.create(operands=[source], result_types=[result_type])
        rewriter.insert_op(cast, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [cast.dest])


class ReshapeViewModel(FixedAccessBufferizable):
    """`tensor.collapse_shape` / `tensor.expand_shape`: the same view on the
    source's buffer.  A collapse of a buffer with a layout first copies it
    into an identity-layout buffer (MLIR does so when the layout may not be
    collapsible; here whenever the layout is not the identity)."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        if operand.index != 0:
            return []
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, tensor.CollapseShapeOp | tensor.ExpandShapeOp)
        source = state.buffer_type(op.src)
        assert isinstance(source, MemRefType)
        if isinstance(op, tensor.CollapseShapeOp) or isinstance(
            source.layout, NoneAttr
        ):
            return memref_type_for(value.type, memory_space=source.memory_space)
        return _expanded_type(op, source)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.CollapseShapeOp | tensor.ExpandShapeOp)
        source = state.get_buffer(op.src)
        source_type = source.type
        assert isinstance(source_type, MemRefType)
        result_type = state.buffer_type(op.result)
        point = InsertPoint.before(op)
        if isinstance(op, tensor.CollapseShapeOp):
            if not isinstance(source_type.layout, NoneAttr):
                identity = memref_type_for(
                    op.src.type, memory_space=source_type.memory_space
                )
                assert isinstance(identity, MemRefType)
                copy = state.allocate(
                    identity, state.dynamic_sizes(source, point), point
                )
                state.copy(source, copy, point)
                source = copy
            view: Operation = memref.CollapseShapeOp(
                operands=[source],
                result_types=[result_type],
                properties={"reassociation": op.reassociation},
            )
        else:
            view = memref.ExpandShapeOp(
                operands=[source, op.dynamic_output_shape],
                result_types=[result_type],
                properties={
                    "reassociation": op.reassociation,
                    "static_output_shape": op.static_output_shape,
                },
            )
        rewriter.insert_op(view, point)
        state.replace_op_with_bufferized_values(op, [view.results[0]])


def _expanded_type(op: tensor.ExpandShapeOp, source: MemRefType) -> MemRefType:
    """The strided layout of an expansion of a strided `source` (MLIR's
    `computeExpandedType`): each group's last dimension keeps the source
    stride, the others multiply it by the sizes after them."""
    layout = source.layout
    assert isinstance(layout, StridedLayoutAttr)
    source_strides = layout.get_strides()
    result_type = op.result.type
    assert isinstance(result_type, TensorType)
    shape = result_type.get_shape()
    strides: list[int | None] = [None] * len(shape)
    for group, source_stride in zip(op.reassociation.data, source_strides, strict=True):
        stride = source_stride
        for dim in reversed([attr.value.data for attr in group.data]):  # pyright: ignore[reportAttributeAccessIssue]
            strides[dim] = stride
            size = shape[dim]
            stride = None if stride is None or size == DYNAMIC_INDEX else stride * size
    return MemRefType(
        source.element_type,
        shape,
        StridedLayoutAttr(strides, layout.get_offset()),
        source.memory_space,
    )


class FromElementsModel(AllocatingBufferizable):
    """`tensor.from_elements`: a new buffer and one store per element."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.FromElementsOp)
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        point = InsertPoint.before(op)
        buffer = state.allocate(buffer_type, [], point)
        shape = buffer_type.get_shape()
        # As MLIR: the constants of every index first, then the stores.
        constants: list[SSAValue] = []
        for value in range(max(shape, default=0)):
            constant = arith.ConstantOp(IntegerAttr(value, IndexType()))
            rewriter.insert_op(constant, point)
            constants.append(constant.result)
        for position, element in enumerate(op.elements):
            indices: list[SSAValue] = []
            remainder = position
            for size in reversed(shape):
                indices.append(constants[remainder % size])
                remainder //= size
            indices.reverse()
            rewriter.insert_op(memref.StoreOp.get(element, buffer, indices), point)
        state.replace_op_with_bufferized_values(op, [buffer])


class ConcatModel(AllocatingBufferizable):
    """`tensor.concat`: a new buffer, each input copied into its subview
    along the concatenated dimension (static shapes only)."""

    reads = True

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        shaped = [*op.operands, *op.results]
        if any(
            not isinstance(value.type, TensorType)
            or DYNAMIC_INDEX in value.type.get_shape()
            for value in shaped
        ):
            return "only tensors of static shapes can be concatenated here"
        return None

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.ConcatOp)
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        point = InsertPoint.before(op)
        buffer = state.allocate(buffer_type, [], point)
        dimension = op.dim.value.data
        offset = 0
        for value in op.inputs:
            input_type = value.type
            assert isinstance(input_type, TensorType)
            shape = input_type.get_shape()
            offsets: list[Mixed] = [0] * len(shape)
            offsets[dimension] = offset
            parameters = (offsets, list[Mixed](shape), list[Mixed]([1] * len(shape)))
            view_type = subview_type(buffer_type, shape, parameters)
            source = state.get_buffer(value)
            subview = memref.SubviewOp.get(buffer, *parameters, view_type)
            rewriter.insert_op(subview, point)
            state.copy(source, subview.result, point)
            offset += shape[dimension]
        state.replace_op_with_bufferized_values(op, [buffer])


def register() -> None:
    """Attaches the bufferization models of `tensor`'s ops."""
    register_interface(tensor.EmptyOp, EmptyModel())
    register_interface(tensor.ExtractOp, ExtractModel())
    register_interface(tensor.DimOp, DimModel())
    for insert in (tensor.InsertOp, tensor.InsertSliceOp):
        register_interface(insert, InsertDestinationStyle())
    register_interface(tensor.InsertOp, InsertModel())
    register_interface(tensor.ExtractSliceOp, ExtractSliceModel())
    register_interface(tensor.InsertSliceOp, InsertSliceModel())
    register_interface(tensor.InsertSliceOp, InsertSliceSubset())
    register_interface(tensor.CastOp, CastModel())
    for reshape in (tensor.CollapseShapeOp, tensor.ExpandShapeOp):
        register_interface(reshape, ReshapeViewModel())
    register_interface(tensor.FromElementsOp, FromElementsModel())
    register_interface(tensor.ConcatOp, ConcatModel())
