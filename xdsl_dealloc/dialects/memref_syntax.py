"""MLIR 22's textual form and verifiers for the memref ops xDSL 0.74 defines.

xDSL prints `memref.copy`, `memref.global`, `memref.cast` and a dozen more only
in the generic form and cannot parse what `mlir-opt` prints for them; a few of
its verifiers reject valid MLIR (an unranked source of `reinterpret_cast`,
`rank`, `copy` or `extract_aligned_pointer_as_index`) or crash on it (an
unranked `memory_space_cast`).  `amend_memref_syntax` fixes both on xDSL's own
classes, through `xdsl_dealloc.dialects.amend`: the classes stay the ones
xDSL's patterns match, only their definitions (type constraints, optional
properties, assembly format, verifier) are edited in place.

Nothing happens on importing this module.  `amend_memref_syntax` is called
by `xdsl_dealloc.register()` (passes build memref ops even from inputs
without any) and by `xdsl-opt`'s loader of the memref dialect
(`xdsl_dealloc.dialects.memref.extended_memref`); calling it again does
nothing.  A program that never loads the plugin keeps xDSL's memref ops as
they ship.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute, Block, SSAValue
from xdsl.irdl import OptPropertyDef, base
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.irdl.operations import IRDLOperation
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    set_custom_syntax,
)
from xdsl_dealloc.ir.strided_layouts import is_identity_map, map_strides_and_offset
from xdsl_dealloc.ir.symbols import (
    is_inside_unknown_symbol_table,
    nearest_symbol_table,
)

AnyMemRef = base(MemRefType) | base(UnrankedMemRefType)

ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""MLIR's `arith::AtomicRMWKind` keywords, in the order of their integer values."""

_FLOAT_ATOMIC_KINDS = frozenset({"addf", "maximumf", "minimumf", "mulf"})
_INTEGER_ATOMIC_KINDS = frozenset(
    {"addi", "andi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori"}
)
"""The kinds MLIR 22's verifier ties to an element type (it leaves `assign`,
`maxnumf` and `minnumf` unchecked)."""


# --- facts about memref types, as MLIR computes them ---------------------------


def canonical_memory_space(memref_type: MemRefType | UnrankedMemRefType) -> Attribute:
    """MLIR drops an integer memory space 0 from a memref type; xDSL keeps it."""
    space = memref_type.memory_space
    if isinstance(space, IntegerAttr) and space.value.data == 0:
        return NoneAttr()
    return space


def strides_and_offset(
    memref_type: MemRefType,
) -> tuple[tuple[int | None, ...], int | None] | None:
    """MLIR's `getStridesAndOffset`, with None for a dynamic value: the strides
    of an identity layout are those of the contiguous row-major buffer, as far
    as the shape is static.  None for a layout that is not strided."""
    layout = memref_type.layout
    if isinstance(layout, StridedLayoutAttr):
        return tuple(layout.get_strides()), layout.get_offset()
    if isinstance(layout, NoneAttr) or is_identity_map(layout):
        strides: list[int | None] = []
        running: int | None = 1
        for size in reversed(memref_type.get_shape()):
            strides.append(running)
            running = (
                None if running is None or size == DYNAMIC_INDEX else running * size
            )
        return tuple(reversed(strides)), 0
    if isinstance(layout, AffineMapAttr):
        found = map_strides_and_offset(layout.data)
        if found is not None:
            return tuple(found[0]), found[1]
    return None


def _shape_or_none(shaped: Attribute) -> tuple[int, ...] | None:
    return shaped.get_shape() if isinstance(shaped, MemRefType) else None


def _element_type(shaped: Attribute) -> Attribute:
    assert isinstance(shaped, MemRefType | UnrankedMemRefType)
    return shaped.element_type


def _static_or_dynamic(value: int) -> str:
    return "dynamic" if value == DYNAMIC_INDEX else str(value)


def _ranked_cast_compatible(source: MemRefType, dest: MemRefType) -> bool:
    if source.element_type != dest.element_type:
        return False
    if source.layout != dest.layout:
        source_layout = strides_and_offset(source)
        dest_layout = strides_and_offset(dest)
        if source_layout is None or dest_layout is None:
            return False
        (source_strides, source_offset), (dest_strides, dest_offset) = (
            source_layout,
            dest_layout,
        )
        if len(source_strides) != len(dest_strides):
            return False
        for a, b in (
            (source_offset, dest_offset),
            *zip(source_strides, dest_strides, strict=True),
        ):
            if a is not None and b is not None and a != b:
                return False
    if canonical_memory_space(source) != canonical_memory_space(dest):
        return False
    if source.get_num_dims() != dest.get_num_dims():
        return False
    return all(
        DYNAMIC_INDEX in (a, b) or a == b
        for a, b in zip(source.get_shape(), dest.get_shape(), strict=True)
    )


def cast_compatible(source: Attribute, dest: Attribute) -> bool:
    """MLIR's `memref::CastOp::areCastCompatible`."""
    if isinstance(source, MemRefType) and isinstance(dest, MemRefType):
        return _ranked_cast_compatible(source, dest)
    if isinstance(source, UnrankedMemRefType) and isinstance(dest, UnrankedMemRefType):
        return False
    assert isinstance(source, MemRefType | UnrankedMemRefType)
    assert isinstance(dest, MemRefType | UnrankedMemRefType)
    return source.element_type == dest.element_type and canonical_memory_space(
        source
    ) == canonical_memory_space(dest)


def memory_space_cast_compatible(source: Attribute, dest: Attribute) -> bool:
    """MLIR's `memref::MemorySpaceCastOp::areCastCompatible`: only the memory
    space may change."""
    if isinstance(source, MemRefType) and isinstance(dest, MemRefType):
        return (
            source.element_type == dest.element_type
            and source.layout == dest.layout
            and source.get_shape() == dest.get_shape()
        )
    if isinstance(source, UnrankedMemRefType) and isinstance(dest, UnrankedMemRefType):
        return source.element_type == dest.element_type
    return False


# --- verifiers --------------------------------------------------------------------


def _verify_copy(op: memref.CopyOp) -> None:
    source, target = op.source.type, op.destination.type
    if _element_type(source) != _element_type(target):
        raise VerifyException("requires the same element type for all operands")
    source_shape, target_shape = _shape_or_none(source), _shape_or_none(target)
    if (
        source_shape is not None
        and target_shape is not None
        and (
            len(source_shape) != len(target_shape)
            or any(
                DYNAMIC_INDEX not in (a, b) and a != b
                for a, b in zip(source_shape, target_shape, strict=True)
            )
        )
    ):
        raise VerifyException("requires the same shape for all operands")


def _verify_get_global(op: memref.GetGlobalOp) -> None:
    """MLIR checks the symbol use from the nearest symbol table, so an op
    outside any (being built) is not checked; inside an op that may be an
    unknown symbol table, no global is found."""
    anchor = nearest_symbol_table(op)
    if anchor is None and not is_inside_unknown_symbol_table(op):
        return
    name = op.name_.root_reference.data
    found = None if anchor is None else SymbolTable.lookup_symbol(anchor, op.name_)
    if not isinstance(found, memref.GlobalOp):
        raise VerifyException(f"'{name}' does not reference a valid global memref")
    if found.type != op.memref.type:
        raise VerifyException(
            f"result type '{op.memref.type}' does not match type "
            f"'{found.type}' of the global memref @{name}"
        )


def _cast_verifier(
    compatible: Callable[[Attribute, Attribute], bool],
) -> Callable[[memref.CastOp | memref.MemorySpaceCastOp], None]:
    """The verifier of a cast op whose types must be `compatible`."""

    def verify(op: memref.CastOp | memref.MemorySpaceCastOp) -> None:
        if not compatible(op.source.type, op.dest.type):
            raise VerifyException(
                f"operand type '{op.source.type}' and result type "
                f"'{op.dest.type}' are cast incompatible"
            )

    return verify


def _verify_atomic_rmw(op: memref.AtomicRMWOp) -> None:
    kind = op.kind.value.data
    if not 0 <= kind < len(ATOMIC_RMW_KINDS):
        raise VerifyException(
            f"kind {kind} is no atomic_rmw kind (0 to {len(ATOMIC_RMW_KINDS) - 1})"
        )
    memref_type = op.memref.type
    assert isinstance(memref_type, MemRefType)
    if len(op.indices) != memref_type.get_num_dims():
        raise VerifyException(
            "expects the number of subscripts to be equal to memref rank"
        )
    name = ATOMIC_RMW_KINDS[kind]
    value_type = op.value.type
    if name in _FLOAT_ATOMIC_KINDS and not isinstance(value_type, AnyFloat):
        raise VerifyException(f"with kind '{name}' expects a floating-point type")
    if name in _INTEGER_ATOMIC_KINDS and not isinstance(value_type, IntegerType):
        raise VerifyException(f"with kind '{name}' expects an integer type")


def _verify_index_list(
    name: str, max_rank: int, static: Sequence[int], dynamic: int
) -> None:
    if len(static) > max_rank:
        raise VerifyException(f"expected {max_rank} {name} values, got {len(static)}")
    expected_dynamic = sum(1 for value in static if value == DYNAMIC_INDEX)
    if dynamic != expected_dynamic:
        raise VerifyException(f"expected {expected_dynamic} dynamic {name} values")


def _verify_reinterpret_cast(op: memref.ReinterpretCastOp) -> None:
    """MLIR's checks, in its order: the offset, size and stride lists, then
    the source (ranked or not) against the result type."""
    offsets = op.static_offsets.get_values()
    sizes = op.static_sizes.get_values()
    strides = op.static_strides.get_values()
    result_type = op.result.type
    source_type = op.source.type
    assert isinstance(result_type, MemRefType)
    assert isinstance(source_type, MemRefType | UnrankedMemRefType)
    if len(offsets) != 1 and len(offsets) != len(sizes):
        raise VerifyException(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} "
            f"vs {len(sizes)}) so the rank of the result type is well-formed."
        )
    if len(sizes) != len(strides):
        raise VerifyException(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} "
            f"vs {len(strides)}) so the rank of the result type is well-formed."
        )
    rank = result_type.get_num_dims()
    _verify_index_list("offset", 1, offsets, len(op.offsets))
    _verify_index_list("size", rank, sizes, len(op.sizes))
    _verify_index_list("stride", rank, strides, len(op.strides))
    types = f"source type '{source_type}' and result memref type '{result_type}'"
    if canonical_memory_space(source_type) != canonical_memory_space(result_type):
        raise VerifyException(f"different memory spaces specified for {types}")
    if source_type.element_type != result_type.element_type:
        raise VerifyException(f"different element types specified for {types}")
    for dim, (actual, expected) in enumerate(
        zip(result_type.get_shape(), sizes, strict=False)
    ):
        if actual != DYNAMIC_INDEX and actual != expected:
            raise VerifyException(
                f"expected result type with size = {_static_or_dynamic(expected)} "
                f"instead of {actual} in dim = {dim}"
            )
    layout = strides_and_offset(result_type)
    if layout is None:
        raise VerifyException(
            f"expected result type to have strided layout but found {result_type}"
        )
    result_strides, result_offset = layout
    if result_offset is not None and result_offset != offsets[0]:
        raise VerifyException(
            f"expected result type with offset = {_static_or_dynamic(offsets[0])} "
            f"instead of {result_offset}"
        )
    for dim, (actual, expected) in enumerate(
        zip(result_strides, strides, strict=False)
    ):
        if actual is not None and actual != expected:
            raise VerifyException(
                f"expected result type with stride = {_static_or_dynamic(expected)} "
                f"instead of {actual} in dim = {dim}"
            )


# --- custom directives ----------------------------------------------------------


@irdl_custom_directive
class Reassociation(CustomDirective):
    """The index groups of `collapse_shape` and `expand_shape`, as MLIR writes
    them: `[[0, 1], [2]]`, without the `: i64` of each integer."""

    reassociation: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        groups = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE,
            lambda: parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, parser.parse_integer
            ),
        )
        self.reassociation.set(
            state,
            ArrayAttr(
                ArrayAttr(IntegerAttr(index, i64) for index in group)
                for group in groups
            ),
        )

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        groups = self.reassociation.get(op)
        assert isinstance(groups, ArrayAttr)
        printer.print_string(
            "["
            + ", ".join(
                "["
                + ", ".join(
                    str(cast(IntegerAttr, index).value.data)
                    for index in cast(ArrayAttr[Attribute], group)
                )
                + "]"
                for group in groups
            )
            + "]"
        )


@irdl_custom_directive
class AtomicRMWKind(CustomDirective):
    """The `kind` of `memref.atomic_rmw` as its keyword (`addf`), kept as the
    `i64` MLIR stores."""

    kind: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        position = parser.pos
        keyword = parser.parse_identifier(" (an atomic_rmw kind)")
        if keyword not in ATOMIC_RMW_KINDS:
            parser.raise_error(
                f"unknown atomic_rmw kind '{keyword}', expected one of "
                f"{', '.join(ATOMIC_RMW_KINDS)}",
                position,
                parser.pos,
            )
        self.kind.set(state, IntegerAttr(ATOMIC_RMW_KINDS.index(keyword), i64))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        kind = self.kind.get(op)
        assert isinstance(kind, IntegerAttr)
        value = kind.value.data
        # An invalid kind (rejected by the verifier) still prints, as a number.
        known = 0 <= value < len(ATOMIC_RMW_KINDS)
        printer.print_string(ATOMIC_RMW_KINDS[value] if known else str(value))


@irdl_custom_directive
class BareAffineMap(CustomDirective):
    """An affine map property written without `affine_map<...>`, as MLIR
    writes `memref.transpose`'s permutation."""

    map: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.map.set(state, AffineMapAttr(parser.parse_affine_map()))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        map_attr = self.map.get(op)
        assert isinstance(map_attr, AffineMapAttr)
        printer.print_string(str(map_attr.data))


# --- hand-written forms -------------------------------------------------------------


def _print_global(op: memref.GlobalOp, printer: Printer) -> None:
    """`memref.global "private" constant @name : type = dense<...> {...}`."""
    if op.sym_visibility is not None:
        printer.print_string(" ")
        printer.print_string_literal(op.sym_visibility.data)
    if op.constant is not None:
        printer.print_string(" constant")
    printer.print_string(" ")
    printer.print_symbol_name(op.sym_name.data)
    printer.print_string(" : ")
    printer.print_attribute(op.type)
    initial = op.initial_value
    if isinstance(initial, UnitAttr):
        printer.print_string(" = uninitialized")
    elif initial is not None:
        printer.print_string(" = ")
        initial.print_without_type(printer)
    shown = dict(op.attributes)
    if op.alignment is not None:
        shown["alignment"] = op.alignment
    printer.print_op_attributes(dict(sorted(shown.items())))


def _parse_global(parser: Parser) -> memref.GlobalOp:
    properties: dict[str, Attribute] = {}
    if (visibility := parser.parse_optional_str_literal()) is not None:
        properties["sym_visibility"] = StringAttr(visibility)
    if parser.parse_optional_keyword("constant"):
        properties["constant"] = UnitAttr()
    properties["sym_name"] = parser.parse_symbol_name()
    parser.parse_punctuation(":")
    type_position = parser.pos
    global_type = parser.parse_type()
    if not isinstance(global_type, MemRefType):
        parser.raise_error(
            f"type should be static shaped memref, but got {global_type}",
            type_position,
            parser.pos,
        )
    properties["type"] = global_type
    if parser.parse_optional_punctuation("="):
        if parser.parse_optional_keyword("uninitialized"):
            properties["initial_value"] = UnitAttr()
        else:
            parser.parse_keyword("dense", " (the initial value of a memref.global)")
            tensor_type = TensorType(global_type.element_type, global_type.get_shape())
            properties["initial_value"] = parser.parse_dense_int_or_fp_elements_attr(
                tensor_type  # pyright: ignore[reportArgumentType]
            )
    attributes = dict(parser.parse_optional_attr_dict())
    if "alignment" in attributes:
        properties["alignment"] = attributes.pop("alignment")
    return memref.GlobalOp.create(properties=properties, attributes=attributes)


def _print_alloca_scope(op: memref.AllocaScopeOp, printer: Printer) -> None:
    """Like MLIR: the results after an arrow, the region without an operand-less
    terminator (the parser adds it back), the attributes after the region."""
    printer.print_string(" ")
    if op.res:
        printer.print_string(" -> (")
        printer.print_list(op.res.types, printer.print_attribute)
        printer.print_string(")")
    printer.print_string(" ")
    printer.print_region(
        op.scope, print_entry_block_args=False, print_block_terminators=bool(op.res)
    )
    printer.print_op_attributes(op.attributes)


def _parse_alloca_scope(parser: Parser) -> memref.AllocaScopeOp:
    result_types: list[Attribute] = []
    if parser.parse_optional_punctuation("->"):
        if parser.parse_optional_punctuation("(") is not None:
            if parser.parse_optional_punctuation(")") is None:
                result_types = parser.parse_comma_separated_list(
                    parser.Delimiter.NONE, parser.parse_type
                )
                parser.parse_punctuation(")")
        else:
            result_types = [parser.parse_type()]
    region = parser.parse_region()
    if not region.blocks:
        region.add_block(Block())
    last_block = region.blocks[-1]
    if last_block.last_op is None or not isinstance(
        last_block.last_op, memref.AllocaScopeReturnOp
    ):
        last_block.add_op(memref.AllocaScopeReturnOp.create())
    attributes = parser.parse_optional_attr_dict()
    return memref.AllocaScopeOp.create(
        result_types=result_types, regions=[region], attributes=dict(attributes)
    )


def _print_indexed(
    printer: Printer, memref_value: SSAValue, indices: Sequence[SSAValue]
) -> None:
    printer.print_operand(memref_value)
    printer.print_string("[")
    printer.print_list(indices, printer.print_operand)
    printer.print_string("]")


def _print_dma_start(op: memref.DmaStartOp, printer: Printer) -> None:
    printer.print_string(" ")
    _print_indexed(printer, op.src, op.src_indices)
    printer.print_string(", ")
    _print_indexed(printer, op.dest, op.dest_indices)
    printer.print_string(", ")
    printer.print_operand(op.num_elements)
    printer.print_string(", ")
    _print_indexed(printer, op.tag, op.tag_indices)
    printer.print_op_attributes(
        op.attributes, reserved_attr_names=("operandSegmentSizes",)
    )
    printer.print_string(" : ")
    printer.print_list(
        (op.src.type, op.dest.type, op.tag.type), printer.print_attribute
    )


def _parse_indexed(parser: Parser) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    value = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    return value, indices


def _parse_dma_start(parser: Parser) -> memref.DmaStartOp:
    src, src_indices = _parse_indexed(parser)
    parser.parse_punctuation(",")
    dest, dest_indices = _parse_indexed(parser)
    parser.parse_punctuation(",")
    num_elements = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    tag, tag_indices = _parse_indexed(parser)
    if parser.parse_optional_punctuation(","):
        parser.raise_error(
            "a strided memref.dma_start (stride and elements per stride) is not "
            "supported: xDSL's DmaStartOp has no operands for them"
        )
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    src_type, dest_type, tag_type = (
        parser.parse_type(),
        _after_comma(parser),
        _after_comma(parser),
    )
    index = IndexType()
    op = memref.DmaStartOp.get(
        parser.resolve_operand(src, src_type),
        [parser.resolve_operand(i, index) for i in src_indices],
        parser.resolve_operand(dest, dest_type),
        [parser.resolve_operand(i, index) for i in dest_indices],
        parser.resolve_operand(num_elements, index),
        parser.resolve_operand(tag, tag_type),
        [parser.resolve_operand(i, index) for i in tag_indices],
    )
    op.attributes |= attributes
    return op


def _after_comma(parser: Parser) -> Attribute:
    parser.parse_punctuation(",")
    return parser.parse_type()


def _amend_memref() -> None:
    """Gives xDSL's memref ops MLIR 22's custom form and verifiers."""
    amend_op_definition(
        memref.CopyOp,
        retyped={"source": AnyMemRef, "destination": AnyMemRef},
        assembly_format="$source `,` $destination attr-dict `:` type($source) "
        "`to` type($destination)",
        verifier=_verify_copy,
    )
    amend_op_definition(
        memref.CastOp,
        assembly_format="$source attr-dict `:` type($source) `to` type($dest)",
        verifier=_cast_verifier(cast_compatible),
    )
    amend_op_definition(
        memref.MemorySpaceCastOp,
        assembly_format="$source attr-dict `:` type($source) `to` type($dest)",
        verifier=_cast_verifier(memory_space_cast_compatible),
    )
    amend_op_definition(
        memref.ExtractAlignedPointerAsIndexOp,
        retyped={"source": AnyMemRef},
        assembly_format="$source `:` type($source) `->` type(results) attr-dict",
    )
    amend_op_definition(
        memref.RankOp,
        retyped={"source": AnyMemRef},
        assembly_format="$source attr-dict `:` type($source)",
    )
    amend_op_definition(
        memref.AllocaScopeReturnOp,
        assembly_format="attr-dict ($ops^ `:` type($ops))?",
    )
    set_custom_syntax(memref.AllocaScopeOp, _parse_alloca_scope, _print_alloca_scope)
    amend_op_definition(
        memref.AtomicRMWOp,
        assembly_format="custom<AtomicRMWKind>($kind) $value `,` $memref "
        "`[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` "
        "`->` type($result)",
        custom_directives=(AtomicRMWKind,),
        verifier=_verify_atomic_rmw,
    )
    # A public global has no `sym_visibility`, a declaration no initial value.
    amend_op_definition(
        memref.GlobalOp,
        replaced_properties={
            "sym_visibility": OptPropertyDef(base(StringAttr)),
            "initial_value": OptPropertyDef(
                base(UnitAttr) | base(DenseIntOrFPElementsAttr)
            ),
        },
    )
    set_custom_syntax(memref.GlobalOp, _parse_global, _print_global)
    set_custom_syntax(memref.DmaStartOp, _parse_dma_start, _print_dma_start)
    amend_op_definition(
        memref.DmaWaitOp,
        assembly_format="$tag `[` $tag_indices `]` `,` $num_elements attr-dict "
        "`:` type($tag)",
    )
    amend_op_definition(
        memref.CollapseShapeOp,
        assembly_format="$src custom<Reassociation>($reassociation) attr-dict "
        "`:` type($src) `into` type($result)",
        custom_directives=(Reassociation,),
    )
    amend_op_definition(
        memref.ExpandShapeOp,
        assembly_format="$src custom<Reassociation>($reassociation) `output_shape` "
        "custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict "
        "`:` type($src) `into` type($result)",
        custom_directives=(Reassociation,),
    )
    amend_op_definition(memref.GetGlobalOp, verifier=_verify_get_global)
    amend_op_definition(
        memref.ReinterpretCastOp,
        retyped={"source": AnyMemRef},
        verifier=_verify_reinterpret_cast,
    )


_MEMREF = Amendment(_amend_memref)
read_memref_syntax = _MEMREF.read
"""xDSL's memref ops read MLIR 22's forms besides their own (once)."""
amend_memref_syntax = _MEMREF.apply
"""xDSL's memref ops get MLIR 22's forms and verifiers (once)."""
