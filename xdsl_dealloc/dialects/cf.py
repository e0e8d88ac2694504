"""MLIR 22's custom syntax for `cf.cond_br` and `cf.switch`.

xDSL 0.74's `cf.cond_br` has no `branch_weights` (MLIR prints them as
`cf.cond_br %c weights([3, 5]), ...`), and its `cf.switch` lays the cases
out differently from `mlir-opt-22`: MLIR indents them one level under the
op, closes a default-only switch on the same line (`default: ^bb1]`) and
prints case values zero-extended (`-1 : i32` as `4294967295`).

`amend_cf_syntax()` declares the property and replaces the `parse` and
`print` methods on xDSL's own classes (see `xdsl_dealloc.dialects.amend`
for why never the classes), once, when the plugin's `cf` loader runs
(`xdsl_dealloc.universe`); without the plugin xDSL is unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from xdsl.dialects import cf as xdsl_cf
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntElementsAttr,
    IndexType,
    IntegerType,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, SSAValue
from xdsl.irdl import OptPropertyDef
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    set_class_attribute,
    set_custom_syntax,
)

ConditionalBranchOp = xdsl_cf.ConditionalBranchOp
SwitchOp = xdsl_cf.SwitchOp

BRANCH_WEIGHTS = "branch_weights"


class BranchWeightsVerifier(OpTrait):
    """MLIR's `WeightedBranchOpInterface` rules for `branch_weights`."""

    def verify(self, op: Operation) -> None:
        weights = op.properties.get(BRANCH_WEIGHTS)
        if not isinstance(weights, DenseArrayBase):
            return
        values = weights.get_values()
        if len(values) != len(op.successors):
            raise VerifyException(
                "expects number of branch weights to match number of successors: "
                f"{len(values)} vs {len(op.successors)}"
            )
        if not any(values):
            raise VerifyException("branch weights cannot all be zero")


def _parse_successor_and_operands(
    parser: Parser,
) -> tuple[Block, Sequence[SSAValue]]:
    """`^bb` or `^bb(%a, %b : t1, t2)`."""
    successor = parser.parse_successor()
    if not parser.parse_optional_punctuation("("):
        return successor, []
    position = parser.pos
    values = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return successor, parser.resolve_operands(values, types, position)


def _print_successor_and_operands(
    printer: Printer, successor: Block, operands: Sequence[SSAValue]
) -> None:
    printer.print_block_name(successor)
    if operands:
        printer.print_string("(")
        printer.print_list(operands, printer.print_operand)
        printer.print_string(" : ")
        printer.print_list([o.type for o in operands], printer.print_attribute)
        printer.print_string(")")


def _parse_cond_br(
    cls: type[xdsl_cf.ConditionalBranchOp], parser: Parser
) -> xdsl_cf.ConditionalBranchOp:
    condition = parser.parse_operand(i1)
    weights: Attribute | None = None
    if parser.parse_optional_keyword("weights"):
        parser.parse_punctuation("(")
        values = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
        )
        parser.parse_punctuation(")")
        weights = DenseArrayBase.from_list(i32, values)
    parser.parse_punctuation(",")
    then_block, then_operands = _parse_successor_and_operands(parser)
    parser.parse_punctuation(",")
    else_block, else_operands = _parse_successor_and_operands(parser)
    op = cls(condition, then_block, then_operands, else_block, else_operands)
    attributes = parser.parse_optional_attr_dict()
    # MLIR reads the inherent attribute from the dictionary too.
    inherent = attributes.get(BRANCH_WEIGHTS)
    if weights is None and isinstance(inherent, DenseArrayBase):
        weights = inherent
        del attributes[BRANCH_WEIGHTS]
    if weights is not None:
        op.properties[BRANCH_WEIGHTS] = weights
    op.attributes |= attributes
    return op


def _print_cond_br(self: xdsl_cf.ConditionalBranchOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(self.cond)
    weights = self.properties.get(BRANCH_WEIGHTS)
    if isinstance(weights, DenseArrayBase):
        printer.print_string(" weights([")
        printer.print_list(weights.get_values(), lambda v: printer.print_string(str(v)))
        printer.print_string("])")
    printer.print_string(", ")
    _print_successor_and_operands(printer, self.then_block, self.then_arguments)
    printer.print_string(", ")
    _print_successor_and_operands(printer, self.else_block, self.else_arguments)
    printer.print_op_attributes(self.attributes)


def flag_width(flag_type: Attribute) -> int:
    """The width of an integer flag; 64 for `index` (MLIR's storage width)."""
    return flag_type.width.data if isinstance(flag_type, IntegerType) else 64


def _parse_switch(cls: type[xdsl_cf.SwitchOp], parser: Parser) -> xdsl_cf.SwitchOp:
    flag = parser.parse_unresolved_operand()
    parser.parse_punctuation(":")
    flag_type = parser.parse_type()
    if not isinstance(flag_type, IntegerType | IndexType):
        parser.raise_error(f"expected an integer or index flag type, got {flag_type}")
    parser.parse_punctuation(",")
    parser.parse_punctuation("[")
    parser.parse_keyword("default")
    parser.parse_punctuation(":")
    default_block, default_operands = _parse_successor_and_operands(parser)
    width = flag_width(flag_type)
    values: list[int] = []
    blocks: list[Block] = []
    operands: list[Sequence[SSAValue]] = []
    while parser.parse_optional_punctuation(","):
        value = parser.parse_integer(allow_boolean=False)
        # MLIR prints a case value zero-extended; store it as a signed one.
        values.append(value - (1 << width) if value >= 1 << (width - 1) else value)
        parser.parse_punctuation(":")
        block, block_operands = _parse_successor_and_operands(parser)
        blocks.append(block)
        operands.append(block_operands)
    parser.parse_punctuation("]")
    case_values = (
        DenseIntElementsAttr.from_list(VectorType(flag_type, (len(values),)), values)
        if blocks
        else None
    )
    op = cls(
        parser.resolve_operand(flag, flag_type),
        default_block,
        default_operands,
        case_values,
        blocks,
        operands,
    )
    op.attributes |= parser.parse_optional_attr_dict()
    return op


def _print_switch(self: xdsl_cf.SwitchOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(self.flag)
    printer.print_string(" : ")
    printer.print_attribute(self.flag.type)
    printer.print_string(", [")
    width = flag_width(self.flag.type)
    with printer.indented():
        printer.print_string("\ndefault: ")
        _print_successor_and_operands(
            printer, self.default_block, self.default_operands
        )
        if self.case_values is not None:
            for value, block, operands in zip(
                self.case_values.get_values(),
                self.case_blocks,
                self.case_operand,
                strict=True,
            ):
                printer.print_string(f",\n{value % (1 << width)}: ")
                _print_successor_and_operands(printer, block, operands)
    if self.case_blocks:
        printer.print_string("\n")
    printer.print_string("]")
    printer.print_op_attributes(self.attributes)


def _amend_cf() -> None:
    """Gives xDSL's `cf` classes MLIR 22's syntax and branch weights."""
    set_custom_syntax(
        ConditionalBranchOp,
        partial(_parse_cond_br, ConditionalBranchOp),
        _print_cond_br,
    )
    set_custom_syntax(SwitchOp, partial(_parse_switch, SwitchOp), _print_switch)
    # The parser and printer above replace the declarative format, which
    # has no place for the weights.
    set_class_attribute(
        ConditionalBranchOp.get_irdl_definition(), "assembly_format", None
    )
    amend_op_definition(
        ConditionalBranchOp,
        extra_properties={BRANCH_WEIGHTS: OptPropertyDef(DenseArrayBase.constr(i32))},
        extra_traits=(BranchWeightsVerifier(),),
    )


_CF = Amendment(_amend_cf)
read_cf_syntax = _CF.read
"""xDSL's `cf` ops read MLIR 22's forms besides their own (once)."""
amend_cf_syntax = _CF.apply
"""xDSL's `cf` ops get MLIR 22's forms and branch weights (once)."""


def amended_cf() -> Dialect:
    """xDSL's `cf` dialect, reading MLIR 22's forms."""
    read_cf_syntax()
    return xdsl_cf.Cf
