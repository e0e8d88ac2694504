"""MLIR 22's `index` dialect, which xDSL 0.74 lacks: integer arithmetic on
`index` values whose width is the target's (MLIR's runtime verification
emits it, and `index.constant` appears in MLIR's bufferization tests).
Every op has MLIR 22's textual form, verifier and no memory effects.

The sanitizer executes them (`xdsl_dealloc.sanitizer.ops_index`); MLIR's
`--convert-index-to-llvm` lowers them natively.
"""

from __future__ import annotations

import abc
from functools import cache

from xdsl.dialects.builtin import (
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    i1,
)
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Dialect, Operation, SpacedOpaqueSyntaxAttribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum


class IndexBinaryOp(IRDLOperation, abc.ABC):
    """`index.add %a, %b`: two `index` operands, an `index` result."""

    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "$lhs `,` $rhs attr-dict"

    @staticmethod
    @abc.abstractmethod
    def compute(a: int, b: int, w: int) -> int:
        """The result for operands `a` and `b` as signed numbers of the
        index width `w` (the sanitizer wraps it to that width)."""

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        super().__init__(operands=[lhs, rhs], result_types=[IndexType()])


def _unsigned(value: int, width: int) -> int:
    return value % (1 << width)


def _divisor(value: int) -> int:
    if value == 0:
        raise ZeroDivisionError("division by zero")
    return value


def _truncated_division(lhs: int, rhs: int) -> int:
    quotient = abs(lhs) // abs(_divisor(rhs))
    return quotient if (lhs < 0) == (rhs < 0) else -quotient


def _shift(amount: int, width: int) -> int:
    if not 0 <= amount < width:
        raise ValueError(f"shift by {amount} bits (poison)")
    return amount


@irdl_op_definition
class AddOp(IndexBinaryOp):
    name = "index.add"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a + b


@irdl_op_definition
class SubOp(IndexBinaryOp):
    name = "index.sub"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a - b


@irdl_op_definition
class MulOp(IndexBinaryOp):
    name = "index.mul"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a * b


@irdl_op_definition
class DivSOp(IndexBinaryOp):
    name = "index.divs"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return _truncated_division(a, b)


@irdl_op_definition
class DivUOp(IndexBinaryOp):
    name = "index.divu"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return _unsigned(a, w) // _divisor(_unsigned(b, w))


@irdl_op_definition
class CeilDivSOp(IndexBinaryOp):
    name = "index.ceildivs"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return -(-a // _divisor(b))


@irdl_op_definition
class CeilDivUOp(IndexBinaryOp):
    name = "index.ceildivu"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return -(-_unsigned(a, w) // _divisor(_unsigned(b, w)))


@irdl_op_definition
class FloorDivSOp(IndexBinaryOp):
    name = "index.floordivs"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a // _divisor(b)


@irdl_op_definition
class RemSOp(IndexBinaryOp):
    name = "index.rems"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a - _truncated_division(a, b) * b


@irdl_op_definition
class RemUOp(IndexBinaryOp):
    name = "index.remu"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return _unsigned(a, w) % _divisor(_unsigned(b, w))


@irdl_op_definition
class MaxSOp(IndexBinaryOp):
    name = "index.maxs"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return max(a, b)


@irdl_op_definition
class MaxUOp(IndexBinaryOp):
    name = "index.maxu"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return max(_unsigned(a, w), _unsigned(b, w))


@irdl_op_definition
class MinSOp(IndexBinaryOp):
    name = "index.mins"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return min(a, b)


@irdl_op_definition
class MinUOp(IndexBinaryOp):
    name = "index.minu"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return min(_unsigned(a, w), _unsigned(b, w))


@irdl_op_definition
class ShlOp(IndexBinaryOp):
    name = "index.shl"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a << _shift(b, w)


@irdl_op_definition
class ShrSOp(IndexBinaryOp):
    name = "index.shrs"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a >> _shift(b, w)


@irdl_op_definition
class ShrUOp(IndexBinaryOp):
    name = "index.shru"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return _unsigned(a, w) >> _shift(b, w)


@irdl_op_definition
class AndOp(IndexBinaryOp):
    name = "index.and"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a & b


@irdl_op_definition
class OrOp(IndexBinaryOp):
    name = "index.or"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a | b


@irdl_op_definition
class XOrOp(IndexBinaryOp):
    name = "index.xor"

    @staticmethod
    def compute(a: int, b: int, w: int) -> int:
        return a ^ b


class CmpPredicate(StrEnum):
    EQ = "eq"
    NE = "ne"
    SLT = "slt"
    SLE = "sle"
    SGT = "sgt"
    SGE = "sge"
    ULT = "ult"
    ULE = "ule"
    UGT = "ugt"
    UGE = "uge"


@irdl_attr_definition
class CmpPredicateAttr(EnumAttribute[CmpPredicate], SpacedOpaqueSyntaxAttribute):
    """`#index<cmp_predicate slt>`."""

    name = "index.cmp_predicate"


@irdl_op_definition
class CmpOp(IRDLOperation):
    """`index.cmp slt(%a, %b)`: an `i1`."""

    name = "index.cmp"

    pred = prop_def(CmpPredicateAttr)
    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(i1)

    traits = traits_def(Pure())

    def __init__(
        self,
        predicate: CmpPredicate,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
    ):
        super().__init__(
            operands=[lhs, rhs],
            result_types=[i1],
            properties={"pred": CmpPredicateAttr(predicate)},
        )

    @classmethod
    def parse(cls, parser: Parser) -> CmpOp:
        predicate = parser.parse_str_enum(CmpPredicate)
        parser.parse_punctuation("(")
        lhs = parser.parse_operand(IndexType())
        parser.parse_punctuation(",")
        rhs = parser.parse_operand(IndexType())
        parser.parse_punctuation(")")
        op = cls(predicate, lhs, rhs)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.pred.data.value}(")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """`index.constant 42`."""

    name = "index.constant"

    value = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, value: int):
        super().__init__(
            result_types=[IndexType()],
            properties={"value": IntegerAttr(value, IndexType())},
        )

    @classmethod
    def parse(cls, parser: Parser) -> ConstantOp:
        op = cls(parser.parse_integer())
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.value.value.data}")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class BoolConstantOp(IRDLOperation):
    """`index.bool.constant true`: an `i1`."""

    name = "index.bool.constant"

    value = prop_def(BoolAttr)
    result = result_def(i1)

    traits = traits_def(Pure(), ConstantLike())

    assembly_format = "attr-dict $value"

    def __init__(self, value: bool):
        super().__init__(
            result_types=[i1], properties={"value": BoolAttr.from_bool(value)}
        )


class IndexCastOp(IRDLOperation, abc.ABC):
    """A cast between `index` and an integer type (MLIR's
    `IndexCastTypeConstraint` on scalars)."""

    input = operand_def(base(IntegerType) | base(IndexType))
    output = result_def(base(IntegerType) | base(IndexType))

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def __init__(self, input_: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[input_], result_types=[result_type])

    def verify_(self) -> None:
        if isinstance(self.input.type, IndexType) == isinstance(
            self.output.type, IndexType
        ):
            raise VerifyException(
                f"operand type '{self.input.type}' and result type "
                f"'{self.output.type}' are cast incompatible"
            )


@irdl_op_definition
class CastSOp(IndexCastOp):
    """Sign-extends or truncates."""

    name = "index.casts"


@irdl_op_definition
class CastUOp(IndexCastOp):
    """Zero-extends or truncates."""

    name = "index.castu"


@irdl_op_definition
class SizeOfOp(IRDLOperation):
    """The width of `index` in bits, as an `index`."""

    name = "index.sizeof"

    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[IndexType()])


BINARY_OPS: tuple[type[IndexBinaryOp], ...] = (
    AddOp,
    SubOp,
    MulOp,
    DivSOp,
    DivUOp,
    CeilDivSOp,
    CeilDivUOp,
    FloorDivSOp,
    RemSOp,
    RemUOp,
    MaxSOp,
    MaxUOp,
    MinSOp,
    MinUOp,
    ShlOp,
    ShrSOp,
    ShrUOp,
    AndOp,
    OrOp,
    XOrOp,
)


@cache
def index_dialect() -> Dialect:
    """The `index` dialect (new: xDSL has none)."""
    return Dialect(
        "index",
        [
            *BINARY_OPS,
            CmpOp,
            ConstantOp,
            BoolConstantOp,
            CastSOp,
            CastUOp,
            SizeOfOp,
        ],
        [CmpPredicateAttr],
    )
