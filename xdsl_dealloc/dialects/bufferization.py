"""The complete `bufferization` dialect of MLIR 22.

xDSL ships five of the seven ops (`alloc_tensor`, `clone`, `to_tensor`,
`to_buffer`, `materialize_in_destination`).  This module adds `dealloc` and
`dealloc_tensor`, gives `clone` its allocation effect, and brings the textual
forms of the existing classes in line with `mlir-opt-22` (see
`xdsl_dealloc.dialects.amend`).  The xDSL classes are reused, never
subclassed, so xDSL passes that match them keep working.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects.builtin import (
    AnyAttr,
    IntegerType,
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    i1,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OptPropertyDef,
    ParsePropInAttrDict,
    base,
    irdl_op_definition,
    operand_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    MemoryAllocEffect,
    MemoryEffect,
    MemoryEffectKind,
    MemoryReadEffect,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import amend_op_definition
from xdsl_dealloc.transforms.canonicalization.traits import (
    CloneOpHasCanonicalizationPatterns,
    DeallocOpHasCanonicalizationPatterns,
)

AllocTensorOp = xdsl_bufferization.AllocTensorOp
CloneOp = xdsl_bufferization.CloneOp
ToTensorOp = xdsl_bufferization.ToTensorOp
ToBufferOp = xdsl_bufferization.ToBufferOp
MaterializeInDestinationOp = xdsl_bufferization.MaterializeInDestinationOp

AnyMemRef = base(MemRefType) | base(UnrankedMemRefType)
AnyTensor = base(TensorType) | base(UnrankedTensorType)


class DeallocMemoryEffect(MemoryEffect):
    """`bufferization.dealloc` may free each of its `memrefs` operands."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, DeallocOp)
        return {EffectInstance(MemoryEffectKind.FREE, m) for m in op.memrefs}


@irdl_op_definition
class DeallocOp(IRDLOperation):
    """
    Deallocates each memref whose condition holds, unless it aliases a retained
    memref or an earlier memref of the list.  Returns, per retained memref, the
    disjunction of the conditions of the memrefs it aliases (its new ownership).
    """

    name = "bufferization.dealloc"

    memrefs = var_operand_def(AnyMemRef)
    conditions = var_operand_def(IntegerType(1))
    retained = var_operand_def(AnyMemRef)

    updated_conditions = var_result_def(IntegerType(1))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(DeallocMemoryEffect(), DeallocOpHasCanonicalizationPatterns())

    def __init__(
        self,
        memrefs: Sequence[SSAValue | Operation] = (),
        conditions: Sequence[SSAValue | Operation] = (),
        retained: Sequence[SSAValue | Operation] = (),
        attributes: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=(memrefs, conditions, retained),
            result_types=((i1,) * len(retained),),
            attributes=attributes,
        )

    def verify_(self) -> None:
        if len(self.memrefs) != len(self.conditions):
            raise VerifyException(
                f"must have the same number of conditions ({len(self.conditions)}) "
                f"as memrefs to deallocate ({len(self.memrefs)})"
            )
        if len(self.retained) != len(self.updated_conditions):
            raise VerifyException(
                f"must have as many updated conditions ({len(self.updated_conditions)}) "
                f"as retained memrefs ({len(self.retained)})"
            )

    def print(self, printer: Printer) -> None:
        if self.memrefs:
            printer.print_string(" (")
            printer.print_list(self.memrefs, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(self.memrefs.types, printer.print_attribute)
            printer.print_string(") if (")
            printer.print_list(self.conditions, printer.print_operand)
            printer.print_string(")")
        if self.retained:
            printer.print_string(" retain (")
            printer.print_list(self.retained, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(self.retained.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> DeallocOp:
        memrefs: list[SSAValue] = []
        conditions: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("("):
            memrefs = cls._parse_operands_with_types(parser)
            parser.parse_keyword("if")
            conditions = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
        retained: list[SSAValue] = []
        if parser.parse_optional_keyword("retain"):
            parser.parse_punctuation("(")
            retained = cls._parse_operands_with_types(parser)
        attributes = parser.parse_optional_attr_dict()
        return cls(
            memrefs,
            [parser.resolve_operand(c, i1) for c in conditions],
            retained,
            attributes,
        )

    @staticmethod
    def _parse_operands_with_types(parser: Parser) -> list[SSAValue]:
        """Parses `%a, %b : type, type)` after an already consumed `(`."""
        operands = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        if len(types) != len(operands):
            parser.raise_error(
                f"expected {len(operands)} types, got {len(types)}",
            )
        return parser.resolve_operands(operands, types, parser.pos)


@irdl_op_definition
class DeallocTensorOp(IRDLOperation):
    """Releases the storage of a tensor (a deallocation in tensor land)."""

    name = "bufferization.dealloc_tensor"

    tensor = operand_def(AnyTensor)

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, tensor: SSAValue | Operation):
        super().__init__(operands=(tensor,))


# MLIR 22 treats these as inherent attributes (properties); xDSL does not know
# `memory_space`, so generic IR printed by mlir-opt would fail to verify.
amend_op_definition(
    AllocTensorOp,
    extra_properties={"memory_space": OptPropertyDef(AnyAttr())},
    extra_options=(ParsePropInAttrDict(),),
    assembly_format="`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? "
    "(`size_hint` `` `=` `` $size_hint^)? attr-dict `:` type($tensor)",
)
# xDSL prints the attribute dictionary after the colon; MLIR before it.
amend_op_definition(
    ToBufferOp,
    assembly_format="$tensor (`read_only` $read_only^)? attr-dict `:` "
    "type($tensor) `to` type($memref)",
)
# A clone allocates its result and reads its input (MLIR's AllocationOpInterface
# and CopyOpInterface); without the effect the deallocation pass and the
# sanitizer could not see the allocation.
amend_op_definition(
    CloneOp, extra_traits=(MemoryAllocEffect(), MemoryReadEffect())
)
amend_op_definition(CloneOp, extra_traits=(CloneOpHasCanonicalizationPatterns(),))


def _extended_dialect() -> Dialect:
    existing = xdsl_bufferization.Bufferization
    return Dialect(
        existing.name,
        [*existing.operations, DeallocOp, DeallocTensorOp],
        list(existing.attributes),
    )


Bufferization = _extended_dialect()
"""xDSL's bufferization dialect plus the ops it lacks, under the same name."""
