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
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    UNKNOWN_LOC,
    IntegerType,
    MemRefType,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    i1,
)
from xdsl.ir import Attribute, BlockArgument, Dialect, Operation, OpResult, SSAValue
from xdsl.irdl import (
    AnyAttr,
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
    HasCanonicalizationPatternsTrait,
    MemoryEffect,
    MemoryEffectKind,
    OpTrait,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    set_custom_syntax,
)
from xdsl_dealloc.dialects.memref_syntax import AnyMemRef
from xdsl_dealloc.ir.rebuild import segment_sizes

if TYPE_CHECKING:
    from xdsl.pattern_rewriter import RewritePattern

AllocTensorOp = xdsl_bufferization.AllocTensorOp
CloneOp = xdsl_bufferization.CloneOp
ToTensorOp = xdsl_bufferization.ToTensorOp
ToBufferOp = xdsl_bufferization.ToBufferOp
MaterializeInDestinationOp = xdsl_bufferization.MaterializeInDestinationOp

AnyTensor = base(TensorType) | base(UnrankedTensorType)


class DeallocOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    """The patterns are imported when first asked for, as xDSL's dialects do:
    they live with the passes, a layer above the dialects."""

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_dealloc.transforms.canonicalization.dealloc import DEALLOC_PATTERNS

        return DEALLOC_PATTERNS


class CloneOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_dealloc.transforms.canonicalization.clone import CLONE_PATTERNS

        return CLONE_PATTERNS


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
        # `Operation.__init__`, not IRDL's: that one re-checks each operand
        # against the definition, which costs more than the passes building
        # deallocs do; `verify` checks the same.
        Operation.__init__(
            self,
            operands=[
                # Values as they are (exact classes, no `SSAValue.get`, which
                # imports and matches for each).
                value
                if type(value) is OpResult or type(value) is BlockArgument
                else SSAValue.get(value)
                for value in (*memrefs, *conditions, *retained)
            ],
            result_types=(i1,) * len(retained),
            properties={
                AttrSizedOperandSegments.attribute_name: segment_sizes(
                    len(memrefs), len(conditions), len(retained)
                )
            },
            attributes=attributes or {},
            location=UNKNOWN_LOC,
        )

    def operand_groups(
        self,
    ) -> tuple[tuple[SSAValue, ...], tuple[SSAValue, ...], tuple[SSAValue, ...]]:
        """The memrefs, conditions and retained memrefs, read from the operand
        list in one go: each IRDL segment accessor decodes the segment sizes
        anew, which the passes, reading deallocs over and over, notice.  (The
        verifier guarantees a condition per memref and a result per retained
        memref.)  The groups are kept until the operands change: xDSL replaces
        an op's operand tuple on every change, so its identity tells."""
        operands = self._operands
        cached = getattr(self, "_operand_groups_of", None)
        if cached is not None and cached[0] is operands:
            return cached[1]
        memrefs = (len(operands) - len(self.results)) // 2
        groups = (
            tuple(operands[:memrefs]),
            tuple(operands[memrefs : 2 * memrefs]),
            tuple(operands[2 * memrefs :]),
        )
        self._operand_groups_of = (operands, groups)
        return groups

    def set_operand_groups(
        self,
        memrefs: Sequence[SSAValue],
        conditions: Sequence[SSAValue],
        retained: Sequence[SSAValue],
    ) -> None:
        """Changes the operands in place, keeping the results (one per
        retained value), as MLIR's `modifyOpInPlace`: cheaper than a new op.
        The caller notifies its rewriter."""
        if len(retained) != len(self.updated_conditions):
            raise ValueError("a dealloc keeps one result per retained value")
        self.operands = (*memrefs, *conditions, *retained)
        self.properties[AttrSizedOperandSegments.attribute_name] = segment_sizes(
            len(memrefs), len(conditions), len(retained)
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
        memrefs: Sequence[SSAValue] = ()
        conditions: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("("):
            memrefs = cls._parse_operands_with_types(parser)
            parser.parse_keyword("if")
            conditions = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
        retained: Sequence[SSAValue] = ()
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
    def _parse_operands_with_types(parser: Parser) -> Sequence[SSAValue]:
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


class CloneMemoryEffect(MemoryEffect):
    """
    A clone reads its input and allocates its result, as in MLIR.  Tying the
    allocation to the result lets the deallocation pass and the sanitizer see
    it, and lets dead-code elimination drop an unused clone.
    """

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, CloneOp)
        (source,) = op.operands
        (copy,) = op.results
        return {
            EffectInstance(MemoryEffectKind.READ, source),
            EffectInstance(MemoryEffectKind.ALLOC, copy),
        }


class AllocTensorVerifier(OpTrait):
    """MLIR's `alloc_tensor` rules that xDSL's class does not check."""

    def verify(self, op: Operation) -> None:
        assert isinstance(op, AllocTensorOp)
        if op.copy is not None:
            if op.dynamic_sizes:
                raise VerifyException("dynamic sizes not needed when copying a tensor")
            return
        result_type = op.tensor.type
        if not isinstance(result_type, TensorType):
            return
        expected = sum(1 for size in result_type.get_shape() if size == DYNAMIC_INDEX)
        if len(op.dynamic_sizes) != expected:
            raise VerifyException(
                f"incorrect number of dynamic sizes, has {len(op.dynamic_sizes)}, "
                f"expected {expected}"
            )


def _shape(shaped_type: Attribute) -> tuple[int, ...] | None:
    """The shape of a ranked tensor or memref; None for an unranked one."""
    if isinstance(shaped_type, TensorType | MemRefType):
        return shaped_type.get_shape()
    return None


def _element_type(shaped_type: Attribute) -> Attribute:
    assert isinstance(
        shaped_type, TensorType | UnrankedTensorType | MemRefType | UnrankedMemRefType
    )
    return shaped_type.element_type


@dataclass(frozen=True)
class TensorAndBufferMatch(OpTrait):
    """
    MLIR's rule for `to_tensor` and `to_buffer`: the tensor and the buffer have
    the same shape and element type.  The buffer's layout and memory space are
    free (xDSL's own constraint wrongly demanded an identity layout).
    """

    tensor_name: str
    buffer_name: str

    def verify(self, op: Operation) -> None:
        tensor_type = getattr(op, self.tensor_name).type
        buffer_type = getattr(op, self.buffer_name).type
        if _shape(tensor_type) != _shape(buffer_type):
            problem = "shapes do not match"
        elif _element_type(tensor_type) != _element_type(buffer_type):
            problem = "element types do not match"
        else:
            return
        raise VerifyException(
            f"failed to verify that specified tensor and buffer types match: {problem}"
        )


def _shapes_compatible(source: tuple[int, ...], dest: tuple[int, ...]) -> bool:
    return all(
        DYNAMIC_INDEX in (source_size, dest_size) or source_size == dest_size
        for source_size, dest_size in zip(source, dest, strict=True)
    )


class MaterializeInDestinationVerifier(OpTrait):
    """
    MLIR's `materialize_in_destination` rules: a tensor destination yields one
    result of its type, a memref destination none and must be `writable`;
    `restrict` only applies to memrefs; source and destination have the same
    element type and compatible shapes.
    """

    def verify(self, op: Operation) -> None:
        assert isinstance(op, MaterializeInDestinationOp)
        source_type, dest_type = op.source.type, op.dest.type
        if _element_type(source_type) != _element_type(dest_type):
            raise VerifyException(
                "failed to verify that all of {source, dest} have same element type"
            )
        dest_is_memref = isinstance(dest_type, MemRefType | UnrankedMemRefType)
        if not dest_is_memref:
            if op.result is None:
                raise VerifyException("tensor 'dest' implies exactly one tensor result")
            if op.result.type != dest_type:
                raise VerifyException("result and 'dest' types must match")
        if dest_is_memref and op.result is not None:
            raise VerifyException("memref 'dest' implies zero results")
        if op.restrict is not None and not dest_is_memref:
            raise VerifyException("'restrict' is valid only for memref destinations")
        if (op.writable is not None) != dest_is_memref:
            raise VerifyException(
                "'writable' must be specified if and only if the destination is of "
                "memref type"
            )
        source_shape, dest_shape = _shape(source_type), _shape(dest_type)
        if source_shape is None or dest_shape is None:
            if source_shape != dest_shape:
                raise VerifyException("source/destination shapes are incompatible")
            return
        if len(source_shape) != len(dest_shape):
            raise VerifyException("rank mismatch between source and destination shape")
        if not _shapes_compatible(source_shape, dest_shape):
            raise VerifyException("source/destination shapes are incompatible")


def _amend_xdsl_ops() -> None:
    """Brings xDSL's five op classes in line with MLIR 22, in place (see
    `amend.py`)."""
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
        retyped={"tensor": AnyTensor, "memref": AnyMemRef},
        extra_traits=(TensorAndBufferMatch("tensor", "memref"),),
    )
    _read_only_in_attribute_dictionary()
    # xDSL's type constraints of the following ops are stricter than MLIR's (they
    # reject buffers with a layout or memory space, or clones that change the
    # type); MLIR's rules are checked by the traits above instead.
    amend_op_definition(
        ToTensorOp,
        retyped={"memref": AnyMemRef, "tensor": AnyTensor},
        extra_traits=(TensorAndBufferMatch("tensor", "memref"),),
    )
    amend_op_definition(CloneOp, retyped={"input": AnyMemRef, "output": AnyMemRef})
    amend_op_definition(CloneOp, extra_traits=(CloneMemoryEffect(),))
    amend_op_definition(CloneOp, extra_traits=(CloneOpHasCanonicalizationPatterns(),))
    amend_op_definition(AllocTensorOp, extra_traits=(AllocTensorVerifier(),))
    amend_op_definition(
        MaterializeInDestinationOp,
        retyped={
            "source": AnyTensor,
            "dest": AnyTensor | AnyMemRef,
            "result": AnyTensor,
        },
        extra_traits=(MaterializeInDestinationVerifier(),),
    )


def _read_only_in_attribute_dictionary() -> None:
    """`to_buffer %t {read_only}` is read as MLIR 22 reads it: `read_only` in
    the attribute dictionary is the op's property (printed `read_only`, read
    by the analysis), and must be a unit (else the error is at the attribute
    dictionary, as MLIR reports it, which is as far as xDSL's form gets)."""
    parse_format = ToBufferOp.parse

    def parse(parser: Parser) -> ToBufferOp:
        start = parser.pos
        op = parse_format(parser)
        if op.read_only is None and "read_only" in op.attributes:
            if not isinstance(op.attributes["read_only"], UnitAttr):
                parser._resume_from(start)  # pyright: ignore[reportPrivateUsage]
                parser.parse_unresolved_operand()
                parser.raise_error(
                    "'bufferization.to_buffer' op attribute 'read_only' failed to "
                    "satisfy constraint: unit attribute"
                )
            op.properties["read_only"] = op.attributes.pop("read_only")
        return op

    set_custom_syntax(ToBufferOp, parse, ToBufferOp.print)


_XDSL_OPS = Amendment(_amend_xdsl_ops)
read_xdsl_ops = _XDSL_OPS.read
"""xDSL's five ops read MLIR 22's forms besides their own (once)."""
amend_xdsl_ops = _XDSL_OPS.apply
"""xDSL's five ops get MLIR 22's forms, types and verifiers (once); called by
`xdsl_dealloc.register`."""


def _extended_dialect() -> Dialect:
    existing = xdsl_bufferization.Bufferization
    return Dialect(
        existing.name,
        [*existing.operations, DeallocOp, DeallocTensorOp],
        list(existing.attributes),
    )


Bufferization = _extended_dialect()
"""xDSL's bufferization dialect plus the ops it lacks, under the same name."""
