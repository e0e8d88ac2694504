"""MLIR 22's `vector.print`, as MLIR's integration tests print their
results: `vector.print %x : f32`, `vector.print str "..."`,
`vector.print punctuation <comma>` (and a value followed by one).

xDSL 0.74's `vector.print` takes one operand and has only the generic form.
`amend_vector_syntax()` (from `xdsl_dealloc.register()`) declares MLIR's
properties on it (`punctuation`, a `#vector.punctuation<...>`, and
`stringLiteral`) and makes the operand optional, so MLIR's generic form
verifies too; xDSL's own generic form parses and prints as before.  MLIR's custom form parses into
`CustomFormPrintOp`, a subclass of xDSL's class (xDSL's passes match it as
`vector.print`) that prints itself the way MLIR does: the custom form
could not be given to xDSL's class without changing how xDSL prints the
ops it builds.
"""

from __future__ import annotations

from functools import cache

from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import StringAttr
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    OptPropertyDef,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from xdsl_dealloc.dialects.amend import Amendment, amend_op_definition, set_parser

PrintOp = xdsl_vector.PrintOp


class Punctuation(StrEnum):
    NO_PUNCTUATION = "no_punctuation"
    NEWLINE = "newline"
    COMMA = "comma"
    OPEN = "open"
    CLOSE = "close"


@irdl_attr_definition
class PunctuationAttr(EnumAttribute[Punctuation]):
    """What `vector.print` prints after its value (`newline` by default)."""

    name = "vector.punctuation"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Punctuation:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(Punctuation)


_NEWLINE = PunctuationAttr(Punctuation.NEWLINE)


@irdl_op_definition
class CustomFormPrintOp(PrintOp):
    """`vector.print` read from MLIR's custom form, which it prints."""

    name = "vector.print"

    source = opt_operand_def()
    punctuation = opt_prop_def(PunctuationAttr)
    string_literal = opt_prop_def(StringAttr, prop_name="stringLiteral")

    def __init__(
        self,
        source: SSAValue | Operation | None = None,
        punctuation: Punctuation = Punctuation.NEWLINE,
        string: str | None = None,
    ):
        IRDLOperation.__init__(
            self,
            operands=[[] if source is None else [SSAValue.get(source)]],
            properties={
                "punctuation": PunctuationAttr(punctuation),
                "stringLiteral": None if string is None else StringAttr(string),
            },
        )

    def verify_(self) -> None:
        """This class's definition only: xDSL's `PrintOp` has MLIR's
        properties and optional operand only once `register()` declares
        them."""

    @classmethod
    def parse(cls, parser: Parser) -> CustomFormPrintOp:
        unresolved = parser.parse_optional_unresolved_operand()
        source = None
        if unresolved is not None:
            parser.parse_punctuation(":")
            source = parser.resolve_operand(unresolved, parser.parse_type())
        string: str | None = None
        punctuation = Punctuation.NEWLINE
        while True:
            if string is None and parser.parse_optional_keyword("str") is not None:
                string = parser.parse_str_literal()
            elif parser.parse_optional_keyword("punctuation") is not None:
                punctuation = PunctuationAttr.parse_parameter(parser)
            else:
                break
        op = cls(source, punctuation, string)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        if self.source is not None:
            printer.print_string(" ")
            printer.print_operand(self.source)
            printer.print_string(" : ")
            printer.print_attribute(self.source.type)
        if self.string_literal is not None:
            printer.print_string(" str ")
            printer.print_attribute(self.string_literal)
        if self.punctuation not in (None, _NEWLINE):
            printer.print_string(" punctuation ")
            self.punctuation.print_parameter(printer)
        printer.print_op_attributes(self.attributes)


def punctuation_of(op: PrintOp) -> Punctuation:
    """What `op` prints after its value (xDSL's op has no property: a
    newline)."""
    punctuation = op.properties.get("punctuation")
    if isinstance(punctuation, PunctuationAttr):
        return punctuation.data
    return Punctuation.NEWLINE


def string_literal_of(op: PrintOp) -> str | None:
    string = op.properties.get("stringLiteral")
    return string.data if isinstance(string, StringAttr) else None


def _amend_vector() -> None:
    """MLIR 22's properties and optional operand on xDSL's `vector.print`
    (from `apply()`), and MLIR's custom form read into `CustomFormPrintOp`."""
    amend_op_definition(
        PrintOp,
        optional_operands=("source",),
        extra_properties={
            "punctuation": OptPropertyDef(base(PunctuationAttr)),
            "stringLiteral": OptPropertyDef(base(StringAttr)),
        },
    )
    set_parser(PrintOp, CustomFormPrintOp.parse)


_VECTOR = Amendment(_amend_vector)
read_vector_syntax = _VECTOR.read
"""xDSL's `vector.print` reads MLIR 22's custom form (once)."""
amend_vector_syntax = _VECTOR.apply
"""xDSL's `vector.print` gets MLIR 22's properties and optional operand (once)."""


@cache
def extended_vector() -> Dialect:
    """xDSL's `vector` dialect, with MLIR 22's `vector.print` and its
    punctuation attribute."""
    read_vector_syntax()
    return Dialect(
        xdsl_vector.Vector.name,
        list(xdsl_vector.Vector.operations),
        [*xdsl_vector.Vector.attributes, PunctuationAttr],
    )
