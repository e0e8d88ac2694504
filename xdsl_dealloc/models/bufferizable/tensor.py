"""Bufferization models of the `tensor` dialect, as MLIR 22 bufferizes it:
`empty` and `from_elements` allocate, `extract` loads, `insert` stores in
place of its destination, `extract_slice` is a subview, `insert_slice`
copies into a subview of its destination, `cast`, `collapse_shape` and
`expand_shape` are views, `dim` and `rank` read the buffer's shape, `concat`
copies its inputs into a new buffer; `splat`, `generate` and `pad` fill a
new buffer with a `linalg.map` (as MLIR 22 does), `pad` then copies its
source into the middle; `reshape` is a `memref.reshape`;
`parallel_insert_slice` copies into a subview of the shared output of its
`scf.forall`, always in place."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from xdsl.dialects import arith, memref, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    TensorType,
    UnrankedMemRefType,
    i64,
)
from xdsl.dialects.linalg.ops import IndexOp, YieldOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.linalg import MapOp
from xdsl_dealloc.dialects.memref import ReshapeOp
from xdsl_dealloc.dialects.scf import constant_int
from xdsl_dealloc.dialects.tensor import GenerateOp, ParallelInsertSliceOp, RankOp
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingValue,
    AllocatingBufferizable,
    BufferRelation,
    DestinationStyleBufferizable,
    DestinationStyleOpInterface,
    EquivalenceQuery,
    FixedAccessBufferizable,
    InsertsFirstOperandIntoSecond,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    NO_ATTRIBUTE,
    AnalysisState,
    BufferizationState,
    fully_dynamic_layout,
    memory_space_of,
    memref_type_for,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import (
    SEGMENTS,
    build_op,
    operand_segment_sizes,
    segment_sizes,
)
from xdsl_dealloc.ir.strided_layouts import collapsed_layout, strided_form

Mixed = int | SSAValue
"""A static or dynamic offset, size or stride."""


def mixed(static: Sequence[int], dynamic: Sequence[SSAValue]) -> list[Mixed]:
    """Static values with each `DYNAMIC_INDEX` replaced by the next dynamic one."""
    remaining = iter(dynamic)
    return [next(remaining) if value == DYNAMIC_INDEX else value for value in static]


SliceOp = tensor.ExtractSliceOp | tensor.InsertSliceOp | ParallelInsertSliceOp
"""An op naming a slice by offsets, sizes and strides."""

InsertingSliceOp = tensor.InsertSliceOp | ParallelInsertSliceOp


def _slice_parameters(op: SliceOp) -> tuple[list[Mixed], list[Mixed], list[Mixed]]:
    """The offsets, sizes and strides; the dynamic ones, the op's last three
    operand segments, read from the segment sizes once (IRDL's accessors
    decode them for each segment)."""
    *_, offsets, sizes, strides = operand_segment_sizes(op)
    dynamic = list(op.operands)
    sizes_start = len(dynamic) - strides - sizes
    offsets_start = sizes_start - offsets
    return (
        mixed(op.static_offsets.get_values(), dynamic[offsets_start:sizes_start]),
        mixed(op.static_sizes.get_values(), dynamic[sizes_start : sizes_start + sizes]),
        mixed(op.static_strides.get_values(), dynamic[len(dynamic) - strides :]),
    )


def subview_type(
    op: Operation,
    source: Attribute,
    shape: Sequence[int],
    parameters: tuple[list[Mixed], ...],
    state: BufferizationState,
) -> MemRefType:
    """The type of a subview of a `source` buffer, rank-reduced to `shape`
    (MLIR's `inferRankReducedResultType`); a diagnostic on `op` if the
    source's layout is not strided (as MLIR's subview verifier).
    Remembered for the run by the static parameters (a dynamic one is
    None): building it costs more than a lookup, and a module has few
    distinct slices."""
    assert isinstance(source, MemRefType)
    key = (source, tuple(shape), *(tuple(map(_static, part)) for part in parameters))
    known = state.subview_types.get(key)
    if known is None:
        known = state.subview_types[key] = _subview_type(op, source, shape, parameters)
    return known


def subview_op(
    source: SSAValue, parameters: tuple[list[Mixed], ...], result_type: Attribute
) -> memref.SubviewOp:
    """`memref.SubviewOp.get(source, *parameters, result_type)`, built with
    `build_op` (IRDL's checking of the arguments costs more than the rest)."""
    dynamic: list[SSAValue] = []
    properties: dict[str, Attribute] = {}
    sizes = [1]
    for name, part in zip(_STATIC_PARAMETERS, parameters, strict=True):
        values = [value for value in part if not isinstance(value, int)]
        dynamic.extend(values)
        sizes.append(len(values))
        properties[name] = _i64_array(
            tuple(value if isinstance(value, int) else DYNAMIC_INDEX for value in part)
        )
    properties[SEGMENTS] = segment_sizes(*sizes)
    return build_op(
        memref.SubviewOp,
        operands=(source, *dynamic),
        result_types=(result_type,),
        properties=properties,
    )


_STATIC_PARAMETERS = ("static_offsets", "static_sizes", "static_strides")


@lru_cache(maxsize=1024)
def _i64_array(values: tuple[int, ...]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, values)


def _static(value: Mixed) -> int | None:
    return value if isinstance(value, int) else None


def _subview_type(
    op: Operation,
    source: MemRefType,
    shape: Sequence[int],
    parameters: tuple[list[Mixed], ...],
) -> MemRefType:
    strided = strided_form(source)
    if strided is None:
        raise error(op, f"base type '{source}' is not strided")
    offsets, sizes, strides = parameters
    full = memref.SubviewOp.infer_result_type(strided, offsets, sizes, strides)
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
        buffer_type = buffer.type
        assert isinstance(buffer_type, MemRefType)
        load = build_op(
            memref.LoadOp,
            operands=[buffer, *op.indices],
            result_types=[buffer_type.element_type],
        )
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
            build_op(memref.StoreOp, operands=[op.scalar, buffer, *op.indices]),
            InsertPoint.before(op),
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
            op,
            state.buffer_type(op.source),
            result_type.get_shape(),
            _slice_parameters(op),
            state,
        )

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.ExtractSliceOp)
        source = state.get_buffer(op.source)
        offsets, sizes, strides = _slice_parameters(op)
        result_type = state.buffer_type(op.result)
        subview = subview_op(source, (offsets, sizes, strides), result_type)
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
        _copy_into_slice(op, dest, rewriter, state, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [dest])


def _copy_into_slice(
    op: InsertingSliceOp,
    dest: SSAValue,
    rewriter: Rewriter,
    state: BufferizationState,
    point: InsertPoint,
) -> None:
    """Copies the buffer of `op`'s source into the subview of `dest` its
    offsets, sizes and strides name, at `point`."""
    source = state.get_buffer(op.source)
    source_type = op.source.type
    assert isinstance(source_type, TensorType)
    parameters = _slice_parameters(op)
    view_type = subview_type(op, dest.type, source_type.get_shape(), parameters, state)
    subview = subview_op(dest, parameters, view_type)
    rewriter.insert_op(subview, point)
    state.copy(source, subview.result, point)


class InsertSliceSubset(InsertsFirstOperandIntoSecond):
    """`tensor.insert_slice` and `tensor.parallel_insert_slice`: the source
    goes into the slice of `dest` its offsets, sizes and strides name."""

    def is_equivalent_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        assert isinstance(op, InsertingSliceOp)
        extract = _extraction_from_destination(op, candidate, equivalent)
        return extract is not None and _same_parameters(
            _slice_parameters(extract), _slice_parameters(op)
        )

    def is_disjoint_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        assert isinstance(op, InsertingSliceOp)
        extract = _extraction_from_destination(op, candidate, equivalent)
        return extract is not None and _disjoint(
            _slice_parameters(extract), _slice_parameters(op)
        )

    def values_needed_for_subset_extraction(self, op: Operation) -> Sequence[SSAValue]:
        assert isinstance(op, InsertingSliceOp)
        return [*op.offsets, *op.sizes, *op.strides, op.dest]

    def build_subset_extraction(
        self, op: Operation, insert_point: InsertPoint
    ) -> SSAValue | None:
        """An `extract_slice` of the destination with the same offsets,
        sizes and strides, of the source's type."""
        assert isinstance(op, InsertingSliceOp)
        extract = tensor.ExtractSliceOp(op.dest, *_slice_parameters(op), op.source.type)
        Rewriter.insert_op(extract, insert_point)
        return extract.result


def _extraction_from_destination(
    op: InsertingSliceOp, candidate: SSAValue, equivalent: EquivalenceQuery
) -> tensor.ExtractSliceOp | None:
    """The `extract_slice` defining `candidate`, if it extracts from a tensor
    equivalent to `op`'s destination."""
    extract = candidate.owner
    if isinstance(extract, tensor.ExtractSliceOp) and equivalent(
        extract.source, op.dest
    ):
        return extract
    return None


def _folded(parameters: tuple[list[Mixed], ...]) -> tuple[list[Mixed], ...]:
    """Each dynamic parameter an `arith.constant` defines as its integer, as
    MLIR compares slices (two constants of one value match)."""
    return tuple(
        [value if isinstance(value, int) else _constant_or(value) for value in group]
        for group in parameters
    )


def _constant_or(value: SSAValue) -> Mixed:
    constant = constant_int(value)
    return value if constant is None else constant


def _same_parameters(
    first: tuple[list[Mixed], ...], second: tuple[list[Mixed], ...]
) -> bool:
    return all(
        len(a) == len(b) and all(x is y or x == y for x, y in zip(a, b, strict=True))
        for a, b in zip(_folded(first), _folded(second), strict=True)
    )


def _disjoint(first: tuple[list[Mixed], ...], second: tuple[list[Mixed], ...]) -> bool:
    """Whether two unit-stride slices with constant offsets and sizes are
    disjoint in some dimension."""
    for offset_a, size_a, stride_a, offset_b, size_b, stride_b in zip(
        *_folded(first), *_folded(second), strict=True
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
        cast = build_op(memref.CastOp, operands=[source], result_types=[result_type])
        rewriter.insert_op(cast, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [cast.dest])


class ReshapeViewModel(FixedAccessBufferizable):
    """`tensor.collapse_shape` / `tensor.expand_shape`: the same view on the
    source's buffer.  A collapse of a buffer whose layout may not be
    collapsible (a group not contiguous for some runtime strides) first
    copies it into an identity-layout buffer, as MLIR does; a collapse to
    rank 0 never copies (its one element has no stride)."""

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
        if isinstance(op, tensor.CollapseShapeOp):
            return _collapsed_type(op, source)
        if isinstance(source.layout, NoneAttr):
            return memref_type_for(value.type, memory_space=source.memory_space)
        strided = strided_form(source)
        if strided is None:
            raise error(op, f"cannot expand a buffer of layout {source.layout}")
        if isinstance(strided.layout, NoneAttr):
            return memref_type_for(value.type, memory_space=source.memory_space)
        return _expanded_type(op, strided)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.CollapseShapeOp | tensor.ExpandShapeOp)
        source = state.get_buffer(op.src)
        result_type = state.buffer_type(op.result)
        point = InsertPoint.before(op)
        if isinstance(op, tensor.CollapseShapeOp):
            source_type = source.type
            assert isinstance(source_type, MemRefType)
            if _groups(op) and collapsed_layout(source_type, _groups(op)) is None:
                source = _with_identity_layout(source, state, point)
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


def _groups(op: tensor.CollapseShapeOp) -> list[list[int]]:
    return [
        [attr.value.data for attr in group.data]  # pyright: ignore[reportAttributeAccessIssue]
        for group in op.reassociation.data
    ]


def _collapsed_type(op: tensor.CollapseShapeOp, source: MemRefType) -> Attribute:
    """The buffer type of a collapse of a `source` buffer: an identity
    layout if `source` must be copied first; for rank 0, the offset of a
    source with a layout."""
    space = source.memory_space
    groups = _groups(op)
    if not groups:
        if isinstance(source.layout, NoneAttr):
            return memref_type_for(op.result.type, memory_space=space)
        strided = strided_form(source)
        if strided is None:
            raise error(op, f"cannot collapse a buffer of layout {source.layout}")
        assert isinstance(strided.layout, StridedLayoutAttr)
        layout = StridedLayoutAttr([], strided.layout.get_offset())
        return memref_type_for(op.result.type, layout, space)
    layout = collapsed_layout(source, groups)
    if layout is None:
        return memref_type_for(op.result.type, memory_space=space)
    return memref_type_for(op.result.type, layout, space)


def _with_identity_layout(
    buffer: SSAValue, state: BufferizationState, point: InsertPoint
) -> SSAValue:
    """`buffer`, or a copy of it with an identity layout if it has another
    (MLIR's copy before a view that needs a contiguous source)."""
    buffer_type = buffer.type
    assert isinstance(buffer_type, MemRefType)
    if isinstance(buffer_type.layout, NoneAttr):
        return buffer
    identity = MemRefType(
        buffer_type.element_type,
        buffer_type.get_shape(),
        memory_space=buffer_type.memory_space,
    )
    copy = state.allocate(identity, state.dynamic_sizes(buffer, point), point)
    state.copy(buffer, copy, point)
    return copy


def _identity_in_space_of(
    source: SSAValue, value: SSAValue, state: BufferizationState
) -> Attribute:
    """The identity-layout buffer type of `value` in the memory space of
    `source`'s buffer."""
    space = memory_space_of(state.buffer_type(source))
    return memref_type_for(value.type, memory_space=space)


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
            rewriter.insert_op(
                build_op(memref.StoreOp, operands=[element, buffer, *indices]), point
            )
        state.replace_op_with_bufferized_values(op, [buffer])


class ConcatModel(AllocatingBufferizable):
    """`tensor.concat`: a new buffer, each input copied into its subview
    along the concatenated dimension.  Dynamic sizes are read from the
    inputs' buffers (`memref.dim`): the concatenated one is their sum, any
    other the first input's; the offsets add up with `arith.addi` where
    MLIR uses `affine.apply`."""

    reads = True

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        if any(not isinstance(value.type, TensorType) for value in op.operands):
            return "only ranked tensors can be concatenated"
        return None

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.ConcatOp)
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        _check_default_memory_space(op, buffer_type)
        point = InsertPoint.before(op)
        dimension = op.dim.value.data
        sources = [state.get_buffer(value) for value in op.inputs]
        sizes = [_sizes_of(source, rewriter, point) for source in sources]
        dynamic_sizes = [
            _index_sum(
                [input_sizes[position] for input_sizes in sizes]
                if position == dimension
                else [sizes[0][position]],
                rewriter,
                point,
            )
            for position, size in enumerate(buffer_type.get_shape())
            if size == DYNAMIC_INDEX
        ]
        buffer = state.allocate(buffer_type, dynamic_sizes, point)
        offset: Mixed = 0
        for value, source, input_sizes in zip(op.inputs, sources, sizes, strict=True):
            input_type = value.type
            assert isinstance(input_type, TensorType)
            shape = input_type.get_shape()
            offsets: list[Mixed] = [0] * len(shape)
            offsets[dimension] = offset
            parameters = (offsets, input_sizes, list[Mixed]([1] * len(shape)))
            view_type = subview_type(op, buffer_type, shape, parameters, state)
            subview = subview_op(buffer, parameters, view_type)
            rewriter.insert_op(subview, point)
            state.copy(source, subview.result, point)
            step = input_sizes[dimension]
            if isinstance(offset, int) and isinstance(step, int):
                offset += step
            else:
                offset = _index_sum([offset, step], rewriter, point)
        state.replace_op_with_bufferized_values(op, [buffer])


class RankModel(FixedAccessBufferizable):
    """`tensor.rank`: a `memref.rank`; it reads no element."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, RankOp)
        rank = memref.RankOp.from_memref(state.get_buffer(op.tensor))
        rewriter.insert_op(rank, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [rank.rank])


def _check_default_memory_space(op: Operation, buffer_type: MemRefType) -> None:
    """MLIR 22 builds `splat` and `concat` results in the default memory
    space only."""
    if buffer_type.memory_space != NO_ATTRIBUTE:
        raise error(op, "memory space not implemented yet")


def _fill_with_map(
    buffer: SSAValue, body: Block, rewriter: Rewriter, point: InsertPoint
) -> None:
    """A `linalg.map` without inputs writing what `body` (one argument, the
    element it overwrites, ending in `linalg.yield`) yields into `buffer`."""
    rewriter.insert_op(MapOp([], buffer, Region(body)), point)


def _fill_with_generator(
    buffer: SSAValue, generator: Block, rewriter: Rewriter, point: InsertPoint
) -> None:
    """A `linalg.map` into `buffer` running the ops of `generator` (a
    `tensor.generate` or `tensor.pad` body: one index argument per
    dimension, ending in `tensor.yield`) with `linalg.index` for its
    arguments (moved, as MLIR's `lowerGenerateLikeOpBody`)."""
    buffer_type = buffer.type
    assert isinstance(buffer_type, MemRefType)
    body = Block(arg_types=[buffer_type.element_type])
    indices = [IndexOp(dimension) for dimension in range(len(generator.args))]
    body.add_ops(indices)
    Rewriter.inline_block(
        generator, InsertPoint.at_end(body), [index.result for index in indices]
    )
    terminator = body.last_op
    assert isinstance(terminator, tensor.YieldOp)
    Rewriter.replace_op(terminator, YieldOp(*terminator.operands))
    _fill_with_map(buffer, body, rewriter, point)


def _element_type(value: SSAValue) -> Attribute:
    tensor_type = value.type
    assert isinstance(tensor_type, TensorType)
    return tensor_type.get_element_type()


class SplatModel(AllocatingBufferizable):
    """`tensor.splat`: a new buffer, filled with the scalar by a
    `linalg.map`."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.SplatOp)
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        _check_default_memory_space(op, buffer_type)
        point = InsertPoint.before(op)
        buffer = state.allocate(buffer_type, op.dynamicSizes, point)
        body = Block([YieldOp(op.input)], arg_types=[_element_type(op.result)])
        _fill_with_map(buffer, body, rewriter, point)
        state.replace_op_with_bufferized_values(op, [buffer])


class GenerateModel(AllocatingBufferizable):
    """`tensor.generate`: a new buffer, filled by a `linalg.map` running the
    body at each index."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, GenerateOp)
        if state.options.default_memory_space(op.result.type) != NO_ATTRIBUTE:
            raise error(op, "memory space not implemented yet")
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        point = InsertPoint.before(op)
        buffer = state.allocate(buffer_type, op.dynamicExtents, point)
        _fill_with_generator(buffer, op.body.block, rewriter, point)
        state.replace_op_with_bufferized_values(op, [buffer])


class PadModel(FixedAccessBufferizable):
    """`tensor.pad`: a new buffer (in the source's memory space), filled by
    a `linalg.map` running the body at each index, then the source copied
    into the subview at the low padding."""

    reads = True

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, tensor.PadOp)
        return _identity_in_space_of(op.source, value, state)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.PadOp)
        point = InsertPoint.before(op)
        source = state.get_buffer(op.source)
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        low = mixed(op.static_low.get_values(), op.low)
        high = mixed(op.static_high.get_values(), op.high)
        source_sizes = _sizes_of(source, rewriter, point)
        dynamic_sizes = [
            _index_sum([size, before, after], rewriter, point)
            for size, before, after, result_size in zip(
                source_sizes, low, high, buffer_type.get_shape(), strict=True
            )
            if result_size == DYNAMIC_INDEX
        ]
        buffer = state.allocate(buffer_type, dynamic_sizes, point)
        _fill_with_generator(buffer, op.region.block, rewriter, point)
        parameters = (low, source_sizes, list[Mixed]([1] * len(low)))
        source_type = op.source.type
        assert isinstance(source_type, TensorType)
        view_type = subview_type(
            op, buffer_type, source_type.get_shape(), parameters, state
        )
        subview = subview_op(buffer, parameters, view_type)
        rewriter.insert_op(subview, point)
        state.copy(source, subview.result, point)
        state.replace_op_with_bufferized_values(op, [buffer])


def _sizes_of(buffer: SSAValue, rewriter: Rewriter, point: InsertPoint) -> list[Mixed]:
    """The sizes of a ranked `buffer`: static ones as ints, a `memref.dim`
    for each dynamic one."""
    buffer_type = buffer.type
    assert isinstance(buffer_type, MemRefType)
    sizes: list[Mixed] = []
    for position, size in enumerate(buffer_type.get_shape()):
        if size != DYNAMIC_INDEX:
            sizes.append(size)
            continue
        index = arith.ConstantOp(IntegerAttr(position, IndexType()))
        dim = memref.DimOp(buffer, index)
        rewriter.insert_op([index, dim], point)
        sizes.append(dim.result)
    return sizes


def _index_sum(
    terms: Sequence[Mixed], rewriter: Rewriter, point: InsertPoint
) -> SSAValue:
    """The `index` sum of static and dynamic terms, the static ones folded
    into one constant."""
    constant = sum(term for term in terms if isinstance(term, int))
    values = [term for term in terms if isinstance(term, SSAValue)]
    if constant or not values:
        folded = arith.ConstantOp(IntegerAttr(constant, IndexType()))
        rewriter.insert_op(folded, point)
        values.append(folded.result)
    total = values[0]
    for value in values[1:]:
        add = arith.AddiOp(total, value)
        rewriter.insert_op(add, point)
        total = add.result
    return total


class ReshapeModel(FixedAccessBufferizable):
    """`tensor.reshape`: a `memref.reshape` of the source's buffer (copied
    first into an identity layout if it has another), equivalent to it; the
    shape is read, the source's elements are not."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 1

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        if operand.index != 0:
            return []
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, tensor.ReshapeOp)
        return _identity_in_space_of(op.source, value, state)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, tensor.ReshapeOp)
        point = InsertPoint.before(op)
        source = state.get_buffer(op.source)
        if isinstance(source.type, MemRefType):
            source = _with_identity_layout(source, state, point)
        shape = state.get_buffer(op.shape)
        result_type = state.buffer_type(op.result)
        assert isinstance(result_type, MemRefType | UnrankedMemRefType)
        reshape = ReshapeOp(source, shape, result_type)
        rewriter.insert_op(reshape, point)
        state.replace_op_with_bufferized_values(op, [reshape.result])


class ParallelInsertSliceModel(FixedAccessBufferizable):
    """`tensor.parallel_insert_slice`: a copy of the source into a subview of
    the shared output's buffer, placed before the `scf.forall.in_parallel`
    holding the op.  It reads its source and writes its destination, aliases
    nothing (the loop's result is the output's buffer), and never gets
    copies (MLIR: the insertion is in place by construction)."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 0

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 1

    def resolve_conflicts(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        pass

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, ParallelInsertSliceOp)
        in_parallel = op.parent_op()
        assert in_parallel is not None
        dest = state.get_buffer(op.dest)
        _copy_into_slice(op, dest, rewriter, state, InsertPoint.before(in_parallel))
        rewriter.erase_op(op)


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
    register_interface(RankOp, RankModel())
    register_interface(tensor.SplatOp, SplatModel())
    register_interface(GenerateOp, GenerateModel())
    register_interface(tensor.PadOp, PadModel())
    register_interface(tensor.ReshapeOp, ReshapeModel())
    register_interface(ParallelInsertSliceOp, ParallelInsertSliceModel())
    register_interface(ParallelInsertSliceOp, InsertSliceSubset())
