"""memref: every op on descriptors over tracked allocations.

xDSL's memref implementations keep plain arrays without views, strides or
identities, so none of them is reused.  Views (`subview`, `cast`,
`reinterpret_cast`, `expand_shape`, `collapse_shape`, `view`, `transpose`,
`reshape`) of released memory are reported as uses after free;
`extract_strided_metadata` and `extract_aligned_pointer_as_index` only read
the descriptor, which the
deallocation pipeline legitimately does for memrefs it does not own, so they
are not.  `prefetch` is only a hint: it touches no memory a program sees.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
)
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Attribute, Operation
from xdsl.traits import SymbolTable
from xdsl.utils.hints import isa

from xdsl_dealloc.dialects.memref import (
    PrefetchOp,
    ReallocOp,
    ReshapeOp,
    TransposeOp,
    permutation_order,
)
from xdsl_dealloc.sanitizer.findings import AllocationKind, FindingKind, Site
from xdsl_dealloc.sanitizer.interpreter import (
    cannot_execute,
    memory_of,
    memref_operand,
    memref_operands,
)
from xdsl_dealloc.sanitizer.memory import (
    MemRefValue,
    PointerIndex,
    contiguous_strides,
    runtime_sizes,
)


def memref_type_of(op: Operation, attribute: Attribute) -> MemRefType:
    if not isinstance(attribute, MemRefType):
        raise cannot_execute(op, f"expected a ranked memref type, got {attribute}")
    return attribute


def _alignment(op: memref.AllocOp | memref.AllocaOp | ReallocOp) -> int | None:
    return None if op.alignment is None else op.alignment.value.data


def _merge_static_dynamic(
    static: DenseArrayBase[IntegerType], dynamic: Iterator[Any]
) -> list[int]:
    """Static values with each `DYNAMIC_INDEX` replaced by the next dynamic one."""
    return [
        int(next(dynamic)) if value == DYNAMIC_INDEX else value
        for value in static.get_values()
    ]


def _reassociation(
    op: memref.ExpandShapeOp | memref.CollapseShapeOp,
) -> list[list[int]]:
    groups: list[list[int]] = []
    for group in op.reassociation.data:
        if not isa(group, ArrayAttr[IntegerAttr]):
            raise cannot_execute(op, f"unexpected reassociation {op.reassociation}")
        groups.append([element.value.data for element in group.data])
    return groups


def _collapsed_stride(
    strides: Sequence[int], shape: Sequence[int], group: Sequence[int]
) -> int:
    """The stride of a collapsed group, as MLIR lowers it: the least stride
    of the group's dimensions not of static size 1 (whose strides are
    meaningless), or the last dimension's if all are."""
    kept = [strides[dim] for dim in group if shape[dim] != 1]
    return min(kept) if kept else strides[group[-1]]


def _kept_dims(
    op: memref.SubviewOp, static_sizes: Sequence[int], result_shape: Sequence[int]
) -> list[int]:
    """The source dims a (possibly rank-reducing) subview keeps: result dims
    match source dims greedily, unmatched source dims must have size 1."""
    kept: list[int] = []
    for dim, size in enumerate(static_sizes):
        if len(kept) < len(result_shape) and size == result_shape[len(kept)]:
            kept.append(dim)
        elif size != 1:
            raise cannot_execute(op, "cannot match the rank-reduced result type")
    if len(kept) != len(result_shape):
        raise cannot_execute(op, "cannot match the rank-reduced result type")
    return kept


def _global_initial_values(op: Operation, global_op: memref.GlobalOp) -> list[Any]:
    initial = global_op.initial_value
    if not isinstance(initial, DenseIntOrFPElementsAttr):
        return []
    values: list[Any] = list(initial.get_values())
    count = math.prod(global_op.type.get_shape())
    if len(values) == 1 and count > 1:
        values *= count
    element_type = global_op.type.get_element_type()
    if isinstance(element_type, IntegerType) and element_type.width.data == 1:
        values = [bool(value) for value in values]
    if len(values) != count:
        raise cannot_execute(
            op, f"unsupported initial value of @{global_op.sym_name.data}"
        )
    return values


def _allocate(
    interpreter: Interpreter,
    op: memref.AllocOp | memref.AllocaOp,
    args: PythonValues,
    kind: AllocationKind,
) -> PythonValues:
    """`memref.alloc` (on the heap) or `memref.alloca` (on the stack)."""
    memref_type = memref_type_of(op, op.memref.type)
    sizes = runtime_sizes(memref_type, args[: len(op.dynamic_sizes)])
    return (
        memory_of(interpreter).allocate(
            kind, memref_type, sizes, Site(op), _alignment(op)
        ),
    )


@register_impls
class SanitizerMemRefFunctions(InterpreterFunctions):
    # --- allocation and release ---------------------------------------------

    @impl(memref.AllocOp)
    def run_alloc(
        self, interpreter: Interpreter, op: memref.AllocOp, args: PythonValues
    ) -> PythonValues:
        return _allocate(interpreter, op, args, AllocationKind.HEAP)

    @impl(memref.AllocaOp)
    def run_alloca(
        self, interpreter: Interpreter, op: memref.AllocaOp, args: PythonValues
    ) -> PythonValues:
        return _allocate(interpreter, op, args, AllocationKind.STACK)

    @impl(memref.DeallocOp)
    def run_dealloc(
        self, interpreter: Interpreter, op: memref.DeallocOp, args: PythonValues
    ) -> PythonValues:
        memory_of(interpreter).free(memref_operand(op, args[0]), Site(op))
        return ()

    @impl(ReallocOp)
    def run_realloc(
        self, interpreter: Interpreter, op: ReallocOp, args: PythonValues
    ) -> PythonValues:
        """Allocates the new buffer, copies the common prefix, frees the old one."""
        memory = memory_of(interpreter)
        site = Site(op)
        source = memref_operand(op, args[0])
        result_type = memref_type_of(op, op.result.type)
        sizes = runtime_sizes(result_type, args[1:])
        result = memory.allocate(
            AllocationKind.HEAP, result_type, sizes, site, _alignment(op)
        )
        contents = source.allocation.contents
        for index in range(min(source.sizes[0], sizes[0])):
            if source.in_bounds((index,)):
                item = contents.get(source.byte_offset((index,)))
                if item is not None:
                    result.allocation.contents[result.byte_offset((index,))] = item
        # Misuse (stack, global, argument or freed memory) is reported by free.
        memory.free(source, site)
        return (result,)

    @impl(memref.GetGlobalOp)
    def run_get_global(
        self, interpreter: Interpreter, op: memref.GetGlobalOp, args: PythonValues
    ) -> PythonValues:
        global_op = SymbolTable.lookup_symbol(op, op.name_)
        if not isinstance(global_op, memref.GlobalOp):
            raise cannot_execute(op, f"no memref.global named {op.name_}")
        memref_type = memref_type_of(op, op.memref.type)
        return (
            memory_of(interpreter).global_buffer(
                global_op.sym_name.data,
                memref_type,
                _global_initial_values(op, global_op),
                Site(global_op),
                constant=global_op.constant is not None,
            ),
        )

    @impl(memref.AllocaScopeOp)
    def run_alloca_scope(
        self, interpreter: Interpreter, op: memref.AllocaScopeOp, args: PythonValues
    ) -> PythonValues:
        return interpreter.run_ssacfg_region(op.scope, (), "alloca_scope")

    @impl_terminator(memref.AllocaScopeReturnOp)
    def run_alloca_scope_return(
        self,
        interpreter: Interpreter,
        op: memref.AllocaScopeReturnOp,
        args: PythonValues,
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()

    # --- accesses -----------------------------------------------------------------

    @impl(memref.LoadOp)
    def run_load(
        self, interpreter: Interpreter, op: memref.LoadOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        return (memory_of(interpreter).load(source, args[1:], Site(op)),)

    @impl(memref.StoreOp)
    def run_store(
        self, interpreter: Interpreter, op: memref.StoreOp, args: PythonValues
    ) -> PythonValues:
        target = memref_operand(op, args[1])
        memory_of(interpreter).store(target, args[2:], args[0], Site(op))
        return ()

    @impl(memref.CopyOp)
    def run_copy(
        self, interpreter: Interpreter, op: memref.CopyOp, args: PythonValues
    ) -> PythonValues:
        memory = memory_of(interpreter)
        site = Site(op)
        source, target = memref_operands(op, args)
        memory.check_live(source, site, "reads")
        memory.check_live(target, site, "writes")
        if source.sizes != target.sizes:
            memory.report(
                FindingKind.OUT_OF_BOUNDS,
                f"copies a memref of sizes {list(source.sizes)} into one of sizes "
                f"{list(target.sizes)}",
                site,
                target.allocation,
            )
            return ()
        items = [memory.load(source, index, site) for index in source.indices()]
        for index, item in zip(target.indices(), items, strict=True):
            memory.store(target, index, item, site)
        return ()

    @impl(memref.DimOp)
    def run_dim(
        self, interpreter: Interpreter, op: memref.DimOp, args: PythonValues
    ) -> PythonValues:
        memory = memory_of(interpreter)
        source = memref_operand(op, args[0])
        dim = int(args[1])
        memory.check_live(source, Site(op), "queries the size of")
        if not 0 <= dim < len(source.sizes):
            memory.report(
                FindingKind.OUT_OF_BOUNDS,
                f"dimension {dim} of a rank-{len(source.sizes)} memref",
                Site(op),
                source.allocation,
            )
            return (0,)
        return (source.sizes[dim],)

    @impl(memref.RankOp)
    def run_rank(
        self, interpreter: Interpreter, op: memref.RankOp, args: PythonValues
    ) -> PythonValues:
        return (len(memref_operand(op, args[0]).sizes),)

    # --- views --------------------------------------------------------------------

    @impl(memref.SubviewOp)
    def run_subview(
        self, interpreter: Interpreter, op: memref.SubviewOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "takes a view of")
        dynamic = iter(args[1:])
        offsets = _merge_static_dynamic(op.static_offsets, dynamic)
        sizes = _merge_static_dynamic(op.static_sizes, dynamic)
        strides = _merge_static_dynamic(op.static_strides, dynamic)
        offset = source.offset + sum(
            o * s for o, s in zip(offsets, source.strides, strict=True)
        )
        new_strides = [s * t for s, t in zip(source.strides, strides, strict=True)]
        result_type = memref_type_of(op, op.result.type)
        kept = _kept_dims(op, op.static_sizes.get_values(), result_type.get_shape())
        return (
            source.view(
                offset, [sizes[d] for d in kept], [new_strides[d] for d in kept]
            ),
        )

    @impl(memref.CastOp)
    def run_cast(
        self, interpreter: Interpreter, op: memref.CastOp, args: PythonValues
    ) -> PythonValues:
        """Keeps the descriptor (and whether it is a base allocation)."""
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "casts")
        return (source,)

    @impl(memref.MemorySpaceCastOp)
    def run_memory_space_cast(
        self, interpreter: Interpreter, op: memref.MemorySpaceCastOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "casts")
        return (source,)

    @impl(memref.AssumeAlignmentOp)
    def run_assume_alignment(
        self, interpreter: Interpreter, op: memref.AssumeAlignmentOp, args: PythonValues
    ) -> PythonValues:
        return (memref_operand(op, args[0]),)

    @impl(memref.ReinterpretCastOp)
    def run_reinterpret_cast(
        self, interpreter: Interpreter, op: memref.ReinterpretCastOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "reinterprets")
        dynamic = iter(args[1:])
        (offset,) = _merge_static_dynamic(op.static_offsets, dynamic)
        sizes = _merge_static_dynamic(op.static_sizes, dynamic)
        strides = _merge_static_dynamic(op.static_strides, dynamic)
        return (source.view(offset, sizes, strides),)

    @impl(memref.ExpandShapeOp)
    def run_expand_shape(
        self, interpreter: Interpreter, op: memref.ExpandShapeOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "reshapes")
        sizes = _merge_static_dynamic(op.static_output_shape, iter(args[1:]))
        strides = [0] * len(sizes)
        for source_dim, group in enumerate(_reassociation(op)):
            stride = source.strides[source_dim]
            for dim in reversed(group):
                strides[dim] = stride
                stride *= sizes[dim]
        return (source.view(source.offset, sizes, strides),)

    @impl(memref.CollapseShapeOp)
    def run_collapse_shape(
        self, interpreter: Interpreter, op: memref.CollapseShapeOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "reshapes")
        groups = _reassociation(op)
        sizes = [math.prod(source.sizes[d] for d in group) for group in groups]
        shape = memref_type_of(op, op.src.type).get_shape()
        strides = [_collapsed_stride(source.strides, shape, group) for group in groups]
        return (source.view(source.offset, sizes, strides),)

    @impl(TransposeOp)
    def run_transpose(
        self, interpreter: Interpreter, op: TransposeOp, args: PythonValues
    ) -> PythonValues:
        """Permutes the sizes and strides; the offset stays."""
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "transposes")
        order = permutation_order(op.permutation.data)
        assert order is not None  # the verifier checked it
        return (
            source.view(
                source.offset,
                [source.sizes[dim] for dim in order],
                [source.strides[dim] for dim in order],
            ),
        )

    @impl(ReshapeOp)
    def run_reshape(
        self, interpreter: Interpreter, op: ReshapeOp, args: PythonValues
    ) -> PythonValues:
        """Reads the sizes from the shape operand; the source is contiguous
        (the verifier demands an identity layout), so the view is too."""
        memory = memory_of(interpreter)
        site = Site(op)
        source, shape = memref_operands(op, args)
        memory.check_live(source, site, "reshapes")
        sizes = [int(memory.load(shape, index, site)) for index in shape.indices()]
        if math.prod(sizes) != math.prod(source.sizes):
            memory.report(
                FindingKind.OUT_OF_BOUNDS,
                f"reshapes a memref of sizes {list(source.sizes)} to sizes {sizes}",
                site,
                source.allocation,
            )
        return (source.view(source.offset, sizes, contiguous_strides(sizes)),)

    @impl(PrefetchOp)
    def run_prefetch(
        self, interpreter: Interpreter, op: PrefetchOp, args: PythonValues
    ) -> PythonValues:
        return ()

    @impl(memref.ViewOp)
    def run_view(
        self, interpreter: Interpreter, op: memref.ViewOp, args: PythonValues
    ) -> PythonValues:
        """Moves the aligned pointer by the byte shift, as MLIR's lowering does."""
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "takes a view of")
        result_type = memref_type_of(op, op.result.type)
        sizes = runtime_sizes(result_type, args[2:])
        shift = (
            source.aligned_shift + source.offset * source.element_size + int(args[1])
        )
        return (
            source.view(
                0,
                sizes,
                contiguous_strides(sizes),
                element_type=result_type.get_element_type(),
                aligned_shift=shift,
            ),
        )

    # --- descriptor queries -----------------------------------------------------

    @impl(memref.ExtractStridedMetaDataOp)
    def run_extract_strided_metadata(
        self,
        interpreter: Interpreter,
        op: memref.ExtractStridedMetaDataOp,
        args: PythonValues,
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        base: MemRefValue = replace(
            source,
            offset=0,
            sizes=(),
            strides=(),
            is_base=source.aligned_shift == 0,
        )
        return (base, source.offset, *source.sizes, *source.strides)

    @impl(memref.ExtractAlignedPointerAsIndexOp)
    def run_extract_aligned_pointer_as_index(
        self,
        interpreter: Interpreter,
        op: memref.ExtractAlignedPointerAsIndexOp,
        args: PythonValues,
    ) -> PythonValues:
        return (PointerIndex(memref_operand(op, args[0]).aligned_address),)
