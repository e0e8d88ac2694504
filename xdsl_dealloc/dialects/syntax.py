"""Small pieces of MLIR's custom assembly that several ops' parsers and printers share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar, cast

from xdsl.dialects.builtin import FunctionType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, BlockArgument, SSAValue
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

_EnumT = TypeVar("_EnumT", bound=StrEnum)


class EnumInAngleBrackets(Generic[_EnumT]):
    """The parameter of an enum attribute MLIR writes `#dialect.name<value>`.

    A base listed before `EnumAttribute[E]`, which must stay a direct base
    of the attribute class: xDSL finds the enum type `E` there."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> _EnumT:
        enum_type = cast(type[EnumAttribute[Any]], cls).enum_type
        with parser.in_angle_brackets():
            return cast(_EnumT, parser.parse_str_enum(enum_type))

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            EnumAttribute.print_parameter(cast(EnumAttribute[Any], self), printer)


def parse_arrow_type_list(parser: Parser) -> Sequence[Attribute]:
    """The types after an already parsed `->`: `(t1, t2)`, `()` or one type
    without parentheses (MLIR's `parseFunctionResultTypes`)."""
    if parser.parse_optional_punctuation("("):
        if parser.parse_optional_punctuation(")"):
            return ()
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def parse_optional_arrow_type_list(parser: Parser) -> Sequence[Attribute]:
    """`-> types` if present (see `parse_arrow_type_list`), else no types."""
    if parser.parse_optional_punctuation("->"):
        return parse_arrow_type_list(parser)
    return ()


def print_optional_arrow_type_list(
    printer: Printer, types: Sequence[Attribute]
) -> None:
    """MLIR's `printOptionalArrowTypeList`: nothing without types, one type
    that is not a function type bare, parentheses otherwise."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        printer.print_attribute(types[0])
        return
    print_type_list_in_parens(printer, types)


def print_type_list_in_parens(printer: Printer, types: Sequence[Attribute]) -> None:
    with printer.in_parens():
        printer.print_list(types, printer.print_attribute)


def parse_optional_assignment_list(
    parser: Parser, keyword: str | None = None
) -> tuple[list[Parser.UnresolvedArgument], list[UnresolvedOperand]]:
    """`keyword(%arg = %value, ...)`, or nothing when the keyword (or, without
    a keyword, the opening parenthesis) is absent."""
    if keyword is not None:
        if not parser.parse_optional_keyword(keyword):
            return [], []
        parser.parse_punctuation("(")
    elif not parser.parse_optional_punctuation("("):
        return [], []
    if parser.parse_optional_punctuation(")"):
        return [], []

    def parse_pair() -> tuple[Parser.UnresolvedArgument, UnresolvedOperand]:
        argument = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        return argument, parser.parse_unresolved_operand()

    pairs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_pair)
    parser.parse_punctuation(")")
    return [pair[0] for pair in pairs], [pair[1] for pair in pairs]


def parse_optional_initialization_list(
    parser: Parser, keyword: str
) -> tuple[list[Parser.Argument], Sequence[SSAValue]]:
    """`keyword(%arg = %value, ...) -> types` (one type may go without
    parentheses), or nothing: the region arguments and the values."""
    position = parser.pos
    arguments, values = parse_optional_assignment_list(parser, keyword)
    types: Sequence[Attribute] = ()
    if arguments:
        parser.parse_punctuation("->")
        types = parse_arrow_type_list(parser)
    operands = parser.resolve_operands(values, types, position)
    return resolve_arguments(arguments, types), operands


def print_assignment_list(
    printer: Printer,
    keyword: str,
    arguments: Sequence[BlockArgument],
    values: Sequence[SSAValue],
) -> None:
    """MLIR's `printInitializationList`: `keyword(%arg = %value, ...)`, or
    nothing for no values."""
    if not values:
        return
    printer.print_string(keyword)
    with printer.in_parens():
        printer.print_list(
            zip(arguments, values, strict=True),
            lambda pair: _print_pair(printer, *pair),
        )


def _print_pair(printer: Printer, argument: BlockArgument, value: SSAValue) -> None:
    printer.print_ssa_value(argument)
    printer.print_string(" = ")
    printer.print_ssa_value(value)


def resolve_arguments(
    arguments: Sequence[Parser.UnresolvedArgument], types: Sequence[Attribute]
) -> list[Parser.Argument]:
    return [
        argument.resolve(type) for argument, type in zip(arguments, types, strict=True)
    ]


def parse_operand_group(parser: Parser, keyword: str) -> list[SSAValue]:
    """`keyword(%a, %b : T, U)`, or nothing when `keyword` is absent."""
    if not parser.parse_optional_keyword(keyword):
        return []
    position = parser.pos
    parser.parse_punctuation("(")
    unresolved = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return list(parser.resolve_operands(unresolved, types, position))
