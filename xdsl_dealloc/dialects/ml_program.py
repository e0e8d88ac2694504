"""The `ml_program` ops frontends emit for state kept across calls (torch-mlir
keeps its random seed in a mutable global): xDSL 0.74 has `global` and
`global_load_const`; `global_load` and `global_store` are added here, with
MLIR 22's forms and verifiers, and xDSL's `global` is amended to MLIR 22's
form (its attribute dictionary after the type, where MLIR prints it; xDSL
dropped it) and verifier (an immutable global needs an initial value), and
so is `global_load_const`'s attribute dictionary.  Not amended: xDSL names
`global_load_const`'s symbol property `global_attr` where MLIR names it
`global`, so their generic forms differ (MLIR's One-Shot Bufferize has no
model of it either).

Nothing happens on importing this module: `extended_ml_program` is called
by `xdsl-opt`'s loader of the dialect.
"""

from __future__ import annotations

from functools import cache

from xdsl.dialects import ml_program as xdsl_ml_program
from xdsl.dialects.builtin import SymbolRefAttr, UnitAttr
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    extend_dialect,
    set_custom_syntax,
)

GlobalOp = xdsl_ml_program.GlobalOp


def _global_of(op: IRDLOperation, symbol: SymbolRefAttr) -> GlobalOp:
    """The `ml_program.global` a load or store names (MLIR's messages)."""
    found = SymbolTable.lookup_symbol(op, symbol)
    if not isinstance(found, GlobalOp):
        raise VerifyException(f"undefined global: {symbol}")
    return found


@irdl_op_definition
class GlobalLoadOp(IRDLOperation):
    """The current value of a global, mutable or not."""

    name = "ml_program.global_load"

    global_ = prop_def(SymbolRefAttr, prop_name="global")
    result = result_def()

    assembly_format = "$global `:` type($result) attr-dict"

    def __init__(self, symbol: str | SymbolRefAttr, result_type: Attribute):
        if isinstance(symbol, str):
            symbol = SymbolRefAttr(symbol)
        super().__init__(properties={"global": symbol}, result_types=[result_type])

    def verify_(self) -> None:
        global_op = _global_of(self, self.global_)
        if global_op.type != self.result.type:
            raise VerifyException(
                f"cannot load from global typed '{global_op.type}' as "
                f"'{self.result.type}'"
            )


@irdl_op_definition
class GlobalStoreOp(IRDLOperation):
    """Replaces the value of a mutable global."""

    name = "ml_program.global_store"

    global_ = prop_def(SymbolRefAttr, prop_name="global")
    value = operand_def()

    assembly_format = "$global `=` $value `:` type($value) attr-dict"

    def __init__(self, symbol: str | SymbolRefAttr, value: SSAValue | Operation):
        if isinstance(symbol, str):
            symbol = SymbolRefAttr(symbol)
        super().__init__(properties={"global": symbol}, operands=[value])

    def verify_(self) -> None:
        global_op = _global_of(self, self.global_)
        if global_op.is_mutable is None:
            raise VerifyException(f"cannot store to an immutable global {self.global_}")
        if global_op.type != self.value.type:
            raise VerifyException(
                f"cannot store to a global typed '{global_op.type}' from "
                f"'{self.value.type}'"
            )


def _verify_global(op: GlobalOp) -> None:
    if op.is_mutable is None and op.value is None:
        raise VerifyException("immutable global must have an initial value")


def _parse_global(parser: Parser) -> GlobalOp:
    """xDSL's form (an attribute dictionary first) or MLIR's (last)."""
    attributes = parser.parse_optional_attr_dict()
    visibility = parser.parse_visibility_keyword()
    mutable = UnitAttr() if parser.parse_optional_keyword("mutable") else None
    symbol = parser.parse_symbol_name()
    value = None
    if parser.parse_optional_punctuation("(") is not None:
        value = parser.parse_attribute()
        parser.parse_punctuation(")")
    parser.parse_punctuation(":")
    type_ = parser.parse_type()
    attributes |= parser.parse_optional_attr_dict()
    op = GlobalOp(symbol, type_, mutable, value, visibility)
    op.attributes |= attributes
    return op


_print_global_as_xdsl = GlobalOp.print


def _print_global(op: GlobalOp, printer: Printer) -> None:
    _print_global_as_xdsl(op, printer)
    printer.print_op_attributes(op.attributes)


LoadConstantOp = xdsl_ml_program.GlobalLoadConstantOp


def _parse_load_constant(parser: Parser) -> LoadConstantOp:
    """xDSL's form (an attribute dictionary first) or MLIR's (last)."""
    attributes = parser.parse_optional_attr_dict()
    symbol = parser.parse_attribute()
    parser.parse_punctuation(":")
    result_type = parser.parse_type()
    attributes |= parser.parse_optional_attr_dict()
    op = LoadConstantOp(symbol, result_type)
    op.attributes |= attributes
    return op


_print_load_constant_as_xdsl = LoadConstantOp.print


def _print_load_constant(op: LoadConstantOp, printer: Printer) -> None:
    _print_load_constant_as_xdsl(op, printer)
    printer.print_op_attributes(op.attributes)


def _amend_ml_program() -> None:
    """Gives xDSL's `ml_program.global` and `global_load_const` MLIR 22's
    attribute dictionary, and `global` MLIR 22's verifier."""
    set_custom_syntax(GlobalOp, _parse_global, _print_global)
    set_custom_syntax(LoadConstantOp, _parse_load_constant, _print_load_constant)
    amend_op_definition(GlobalOp, verifier=_verify_global)


_ML_PROGRAM = Amendment(_amend_ml_program)
read_ml_program_syntax = _ML_PROGRAM.read
"""xDSL's `ml_program` ops read MLIR 22's forms besides their own (once)."""
amend_ml_program_syntax = _ML_PROGRAM.apply
"""xDSL's `ml_program` ops get MLIR 22's forms and verifier (once)."""


@cache
def extended_ml_program() -> Dialect:
    """xDSL's `ml_program` dialect, reading MLIR 22's forms, plus `global_load`
    and `global_store`."""
    read_ml_program_syntax()
    return extend_dialect(xdsl_ml_program.MLProgram, (GlobalLoadOp, GlobalStoreOp))
