"""The memref ops xDSL's memref dialect lacks (`realloc`, `transpose`,
`reshape`, `prefetch`), added to that dialect, whose other ops get MLIR 22's
textual form when it is built (`xdsl_dealloc.dialects.memref_syntax`)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I32,
    I64,
    AffineMapAttr,
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    UnrankedMemRefType,
    i32,
    i64,
)
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.memref_syntax import (
    AnyMemRef,
    BareAffineMap,
    canonical_memory_space,
    read_memref_syntax,
    strides_and_offset,
)


class ReallocMemoryEffect(MemoryEffect):
    """Frees the source buffer and allocates the result, like C's `realloc`."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReallocOp)
        return {
            EffectInstance(MemoryEffectKind.FREE, op.source),
            EffectInstance(MemoryEffectKind.ALLOC, op.result),
        }


def _has_identity_layout(memref_type: MemRefType) -> bool:
    """No layout, or one spelled out as the identity (`strided<[1]>`), as in MLIR."""
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    if isinstance(layout, StridedLayoutAttr) and (
        layout.get_offset() is None or None in layout.get_strides()
    ):
        return False  # a dynamic stride or offset is never the identity
    return layout.get_affine_map() == AffineMap.identity(memref_type.get_num_dims())


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """
    Grows or shrinks a 1-D buffer, keeping the common prefix of its contents.
    The source buffer is freed; the result is a new allocation (possibly at the
    same address).
    """

    name = "memref.realloc"

    source = operand_def(base(MemRefType))
    dynamic_result_size = opt_operand_def(IndexType)
    result = result_def(base(MemRefType))
    alignment = opt_prop_def(IntegerAttr[I64])

    traits = traits_def(ReallocMemoryEffect())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$source (`(` $dynamic_result_size^ `)`)? attr-dict "
        "`:` type($source) `to` type($result)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        result_type: MemRefType,
        dynamic_result_size: SSAValue | Operation | None = None,
        alignment: int | IntegerAttr | None = None,
    ):
        if isinstance(alignment, int):
            alignment = IntegerAttr(alignment, i64)
        super().__init__(
            operands=(source, dynamic_result_size),
            result_types=(result_type,),
            properties={"alignment": alignment} if alignment is not None else {},
        )

    def verify_(self) -> None:
        # Messages and order follow MLIR's, so diagnostics read the same.
        source_type = self.source.type
        result_type = self.result.type
        assert isinstance(source_type, MemRefType)
        assert isinstance(result_type, MemRefType)
        for position, memref_type in (
            ("operand #0", source_type),
            ("result #0", result_type),
        ):
            if memref_type.get_num_dims() != 1:
                raise VerifyException(
                    f"{position} must be 1D memref of any type values, "
                    f"but got '{memref_type}'"
                )
        if self.alignment is not None:
            value = self.alignment.value.data
            if value <= 0 or value & (value - 1):
                raise VerifyException(
                    "attribute 'alignment' failed to satisfy constraint: 64-bit "
                    "signless integer attribute whose value is positive and whose "
                    "value is a power of two > 0"
                )
        for which, memref_type in (("source", source_type), ("result", result_type)):
            if not _has_identity_layout(memref_type):
                raise VerifyException(
                    f"unsupported layout for {which} memref type '{memref_type}'"
                )
        types = (
            f"source memref type '{source_type}' and result memref type '{result_type}'"
        )
        if canonical_memory_space(source_type) != canonical_memory_space(result_type):
            raise VerifyException(f"different memory spaces specified for {types}")
        if source_type.element_type != result_type.element_type:
            raise VerifyException(f"different element types specified for {types}")
        result_is_dynamic = result_type.get_shape()[0] == DYNAMIC_INDEX
        if result_is_dynamic and self.dynamic_result_size is None:
            raise VerifyException(
                f"missing dimension operand for result type '{result_type}'"
            )
        if not result_is_dynamic and self.dynamic_result_size is not None:
            raise VerifyException(
                f"unnecessary dimension operand for result type '{result_type}'"
            )


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """
    A view of `source` with its dimensions permuted by `permutation`: result
    dimension i is source dimension permutation(i), with that dimension's size
    and stride.
    """

    name = "memref.transpose"

    source = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = (
        "$source custom<BareAffineMap>($permutation) attr-dict "
        "`:` type($source) `to` type($result)"
    )
    custom_directives = (BareAffineMap,)

    def __init__(
        self,
        source: SSAValue | Operation,
        permutation: AffineMap,
        result_type: MemRefType,
    ):
        super().__init__(
            operands=(source,),
            result_types=(result_type,),
            properties={"permutation": AffineMapAttr(permutation)},
        )

    @staticmethod
    def permuted_type(source_type: MemRefType, permutation: AffineMap) -> MemRefType:
        """MLIR's canonical result type: sizes and strides permuted, the offset
        kept, no layout where the result is contiguous (row-major)."""
        order = permutation_order(permutation)
        layout = strides_and_offset(source_type)
        if order is None or layout is None:
            raise ValueError(f"cannot transpose {source_type} by {permutation}")
        strides, offset = layout
        shape = [source_type.get_shape()[dim] for dim in order]
        permuted = StridedLayoutAttr([strides[dim] for dim in order], offset)
        plain = MemRefType(
            source_type.element_type, shape, memory_space=source_type.memory_space
        )
        if strides_and_offset(plain) == (permuted.get_strides(), offset):
            return plain
        return MemRefType(
            source_type.element_type, shape, permuted, source_type.memory_space
        )

    def verify_(self) -> None:
        permutation = self.permutation.data
        source_type = self.source.type
        result_type = self.result.type
        assert isinstance(source_type, MemRefType)
        assert isinstance(result_type, MemRefType)
        if permutation_order(permutation) is None:
            raise VerifyException("expected a permutation map")
        if permutation.num_dims != source_type.get_num_dims():
            raise VerifyException(
                "expected a permutation map of same rank as the input"
            )
        if strides_and_offset(source_type) is None:
            raise VerifyException(
                f"operand #0 must be strided memref of any type values, "
                f"but got '{source_type}'"
            )
        expected = self.permuted_type(source_type, permutation)
        if not _same_strided_type(result_type, expected):
            raise VerifyException(
                f"result type '{result_type}' is not equivalent to the canonical "
                f"transposed input type '{expected}'"
            )


def permutation_order(permutation: AffineMap) -> list[int] | None:
    """The source dimension of each result dimension of a permutation map
    (`transpose`'s), or None if the map is no permutation."""
    order = [
        result.position
        for result in permutation.results
        if isinstance(result, AffineDimExpr)
    ]
    if (
        permutation.num_symbols
        or len(order) != len(permutation.results)
        or sorted(order) != list(range(permutation.num_dims))
    ):
        return None
    return order


def _same_strided_type(left: MemRefType, right: MemRefType) -> bool:
    """Equal up to how the layout is spelled (none, `strided<...>` or an
    identity map), as MLIR compares canonicalized strided layouts."""
    return (
        left.element_type == right.element_type
        and left.get_shape() == right.get_shape()
        and canonical_memory_space(left) == canonical_memory_space(right)
        and strides_and_offset(left) == strides_and_offset(right)
    )


class ReadsShapeEffect(MemoryEffect):
    """`memref.reshape` reads its shape operand, as in MLIR."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReshapeOp)
        return {EffectInstance(MemoryEffectKind.READ, op.shape)}


class PrefetchEffect(MemoryEffect):
    """MLIR declares a write of the prefetched memref, so that no pass drops
    or hoists the hint as if it were an unused read."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, PrefetchOp)
        return {EffectInstance(MemoryEffectKind.WRITE, op.memref)}


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """
    A view of the contiguous `source` with the shape held in the 1-D memref
    `shape` (its length is the result's rank; unknown for an unranked result).
    """

    name = "memref.reshape"

    source = operand_def(AnyMemRef)
    shape = operand_def(MemRefType)
    result = result_def(AnyMemRef)

    traits = traits_def(ReadsShapeEffect())

    assembly_format = (
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        shape: SSAValue | Operation,
        result_type: MemRefType | UnrankedMemRefType,
    ):
        super().__init__(operands=(source, shape), result_types=(result_type,))

    def verify_(self) -> None:
        # Messages and order follow MLIR's.
        source_type = self.source.type
        result_type = self.result.type
        shape_type = self.shape.type
        assert isinstance(source_type, MemRefType | UnrankedMemRefType)
        assert isinstance(result_type, MemRefType | UnrankedMemRefType)
        assert isinstance(shape_type, MemRefType)
        if shape_type.get_num_dims() != 1 or not isinstance(
            shape_type.element_type, IndexType | IntegerType
        ):
            raise VerifyException(
                "operand #1 must be 1D memref of signless integer or index values, "
                f"but got '{shape_type}'"
            )
        if source_type.element_type != result_type.element_type:
            raise VerifyException(
                "element types of source and destination memref types should be "
                "the same"
            )
        if isinstance(source_type, MemRefType) and not _has_identity_layout(
            source_type
        ):
            raise VerifyException("source memref type should have identity affine map")
        if not isinstance(result_type, MemRefType):
            return
        if not _has_identity_layout(result_type):
            raise VerifyException("result memref type should have identity affine map")
        shape_length = shape_type.get_shape()[0]
        if shape_length == DYNAMIC_INDEX:
            raise VerifyException(
                "cannot use shape operand with dynamic length to reshape to "
                "statically-ranked memref type"
            )
        if shape_length != result_type.get_num_dims():
            raise VerifyException(
                "length of shape operand differs from the result's memref rank"
            )


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """
    A hint to prefetch the element of `memref` at `indices` for reading or
    writing, into the data or the instruction cache, with a temporal locality
    from 0 (none) to 3 (keep in cache).
    """

    name = "memref.prefetch"

    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    is_write = prop_def(BoolAttr, prop_name="isWrite")
    locality_hint = prop_def(IntegerAttr[I32], prop_name="localityHint")
    is_data_cache = prop_def(BoolAttr, prop_name="isDataCache")

    traits = traits_def(PrefetchEffect())

    def __init__(
        self,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        *,
        is_write: bool,
        locality_hint: int,
        is_data_cache: bool,
    ):
        super().__init__(
            operands=(memref, indices),
            properties={
                "isWrite": BoolAttr.from_bool(is_write),
                "localityHint": IntegerAttr(locality_hint, i32),
                "isDataCache": BoolAttr.from_bool(is_data_cache),
            },
        )

    def verify_(self) -> None:
        locality = self.locality_hint.value.data
        if not 0 <= locality <= 3:
            raise VerifyException(
                "attribute 'localityHint' failed to satisfy constraint: 32-bit "
                "signless integer attribute whose minimum value is 0 whose maximum "
                "value is 3"
            )
        memref_type = self.memref.type
        assert isinstance(memref_type, MemRefType)
        if len(self.indices) != memref_type.get_num_dims():
            raise VerifyException("too few indices")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("], ")
        printer.print_string("write" if self.is_write.value.data else "read")
        printer.print_string(f", locality<{self.locality_hint.value.data}>, ")
        printer.print_string("data" if self.is_data_cache.value.data else "instr")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> PrefetchOp:
        memref = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(",")
        is_write = _parse_one_of(parser, "rw specifier", ("read", "write"))
        parser.parse_punctuation(",")
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        locality = parser.parse_integer()
        parser.parse_punctuation(">")
        parser.parse_punctuation(",")
        is_data_cache = not _parse_one_of(parser, "cache type", ("data", "instr"))
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        op = cls(
            parser.resolve_operand(memref, memref_type),
            [parser.resolve_operand(index, IndexType()) for index in indices],
            is_write=is_write,
            locality_hint=locality,
            is_data_cache=is_data_cache,
        )
        op.attributes |= attributes
        return op


def _parse_one_of(parser: Parser, what: str, choices: tuple[str, str]) -> bool:
    """Parses one of two keywords; True for the second."""
    position = parser.pos
    keyword = parser.parse_optional_identifier()
    if keyword not in choices:
        parser.raise_error(
            f"{what} has to be '{choices[0]}' or '{choices[1]}'", position, parser.pos
        )
    return keyword == choices[1]


def _extended_dialect() -> Dialect:
    existing = xdsl_memref.MemRef
    return Dialect(
        existing.name,
        [*existing.operations, ReallocOp, TransposeOp, ReshapeOp, PrefetchOp],
        list(existing.attributes),
    )


MemRef = _extended_dialect()
"""xDSL's memref dialect plus our ops, under the same name (its xDSL ops get
MLIR 22's forms from `xdsl_dealloc.register`, and read them from
`extended_memref`)."""


def extended_memref() -> Dialect:
    """`MemRef`, once xDSL's memref ops read MLIR 22's forms."""
    read_memref_syntax()
    return MemRef


def realloc_result_type(source: MemRefType, size: int | None) -> MemRefType:
    """The 1-D memref type a realloc of `source` to `size` elements produces."""
    return MemRefType(
        source.element_type,
        [DYNAMIC_INDEX if size is None else size],
        memory_space=source.memory_space,
    )
