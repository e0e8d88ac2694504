"""MLIR 22's `func` dialect: the ops and properties xDSL 0.74 lacks.

xDSL has `func.func`, `func.call` and `func.return` only, so a function
value (`%f = constant @g : (i32) -> i32`, as `mlir-opt` prints it) and a
call through it did not parse.  This module adds `func.constant` and
`func.call_indirect`, and declares on xDSL's `func.call` the properties
MLIR 22 gives it (`no_inline`, `arg_attrs`, `res_attrs`), which its custom
form shows in the attribute dictionary.

The existing class is amended in place (see `xdsl_dealloc.dialects.amend`),
by `amend_func_syntax()`, once, when the plugin's `func` loader runs
(`xdsl_dealloc.universe`): an xDSL program that never loads the plugin sees
xDSL's `func` dialect unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, partial

from xdsl.dialects import func as xdsl_func
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FlatSymbolRefAttrConstr,
    FunctionType,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, BlockArgument, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    OptPropertyDef,
    ParsePropInAttrDict,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    ConstantLike,
    Pure,
    SymbolTable,
    SymbolUserOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    extend_dialect,
    set_custom_syntax,
)

CallOp = xdsl_func.CallOp
FuncOp = xdsl_func.FuncOp

NO_INLINE = "no_inline"


class ConstantSymbolUse(SymbolUserOpInterface):
    """`func.constant` names a function of its result's type."""

    def verify(self, op: Operation) -> None:
        assert isinstance(op, ConstantOp)
        function = SymbolTable.lookup_symbol(op, op.value)
        if not isinstance(function, xdsl_func.FuncOp):
            raise VerifyException(
                f"reference to undefined function '{op.value.string_value()}'"
            )
        if function.function_type != op.result.type:
            raise VerifyException("reference to function with mismatched type")


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """A function as a value, for `func.call_indirect`."""

    name = "func.constant"

    value = prop_def(FlatSymbolRefAttrConstr)
    result = result_def(FunctionType)

    traits = traits_def(ConstantLike(), Pure(), ConstantSymbolUse())

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = "attr-dict $value `:` type($result)"

    def __init__(self, function: str | SymbolRefAttr, function_type: FunctionType):
        if isinstance(function, str):
            function = SymbolRefAttr(function)
        super().__init__(properties={"value": function}, result_types=[function_type])


@irdl_op_definition
class CallIndirectOp(IRDLOperation):
    """Calls the function a value holds (a `func.constant`, an argument)."""

    name = "func.call_indirect"

    callee = operand_def(FunctionType)
    callee_operands = var_operand_def()
    results_ = var_result_def()

    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    def __init__(
        self,
        callee: SSAValue | Operation,
        arguments: Sequence[SSAValue],
        properties: dict[str, Attribute] | None = None,
    ):
        callee_type = SSAValue.get(callee).type
        assert isinstance(callee_type, FunctionType)
        super().__init__(
            operands=[callee, arguments],
            result_types=[callee_type.outputs.data],
            properties=properties,
        )

    def verify_(self) -> None:
        callee_type = self.callee.type
        assert isinstance(callee_type, FunctionType)
        if callee_type.inputs.data != self.callee_operands.types:
            raise VerifyException(
                "failed to verify that callee input types match argument types"
            )
        if callee_type.outputs.data != self.results_.types:
            raise VerifyException(
                "failed to verify that callee result types match result types"
            )

    # The result types come from the callee's type, which the declarative
    # format cannot express.
    @classmethod
    def parse(cls, parser: Parser) -> CallIndirectOp:
        callee = parser.parse_unresolved_operand()
        position = parser.pos
        arguments = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        callee_type = parser.parse_type()
        if not isinstance(callee_type, FunctionType):
            parser.raise_error(f"expected a function type, got {callee_type}")
        properties = {
            name: attributes.pop(name)
            for name in ("arg_attrs", "res_attrs")
            if name in attributes
        }
        op = cls(
            parser.resolve_operand(callee, callee_type),
            parser.resolve_operands(arguments, callee_type.inputs.data, position),
            properties,
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.callee)
        with printer.in_parens():
            printer.print_list(self.callee_operands, printer.print_operand)
        printer.print_op_attributes({**self.properties, **self.attributes})
        printer.print_string(" : ")
        printer.print_attribute(self.callee.type)


def _print_func(self: xdsl_func.FuncOp, printer: Printer) -> None:
    """MLIR's `printFunctionOp`: a declaration shows its argument and
    result attributes too, `-> ()` is left out, and a single function-typed
    or attributed result is parenthesized."""
    printer.print_string(" ")
    if self.sym_visibility is not None:
        printer.print_string(f"{self.sym_visibility.data} ")
    printer.print_symbol_name(self.sym_name.data)
    inputs = list[Attribute](self.function_type.inputs)
    outputs = list[Attribute](self.function_type.outputs)
    arg_attrs = _attribute_dicts(self.arg_attrs, len(inputs))
    res_attrs = _attribute_dicts(self.res_attrs, len(outputs))
    with printer.in_parens():
        if self.is_declaration:
            printer.print_list(
                zip(inputs, arg_attrs, strict=True),
                lambda pair: _print_type_with_attributes(printer, *pair),
            )
        else:
            printer.print_list(
                zip(self.args, arg_attrs, strict=True),
                lambda pair: _print_argument(printer, *pair),
            )
    if outputs:
        printer.print_string(" -> ")
        parenthesized = (
            len(outputs) > 1
            or isinstance(outputs[0], FunctionType)
            or bool(res_attrs[0])
        )
        if parenthesized:
            printer.print_string("(")
        printer.print_list(
            zip(outputs, res_attrs, strict=True),
            lambda pair: _print_type_with_attributes(printer, *pair),
        )
        if parenthesized:
            printer.print_string(")")
    extra = dict(self.attributes)
    if NO_INLINE in self.properties:
        extra = {NO_INLINE: UnitAttr(), **extra}
    printer.print_op_attributes(extra, print_keyword=True)
    if not self.is_declaration:
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)


def _attribute_dicts(
    attrs: ArrayAttr[DictionaryAttr] | None, count: int
) -> Sequence[dict[str, Attribute]]:
    """One attribute dictionary per argument or result (empty ones for
    missing or ill-formed entries, so that invalid IR still prints)."""
    dicts = [dict(a.data) if isinstance(a, DictionaryAttr) else {} for a in attrs or ()]
    return (dicts + [{}] * count)[:count]


def _print_type_with_attributes(
    printer: Printer, type: Attribute, attributes: dict[str, Attribute]
) -> None:
    printer.print_attribute(type)
    printer.print_op_attributes(attributes)


def _print_argument(
    printer: Printer, argument: BlockArgument, attributes: dict[str, Attribute]
) -> None:
    printer.print_block_argument(argument)
    printer.print_op_attributes(attributes)


def _parse_func(cls: type[xdsl_func.FuncOp], parser: Parser) -> xdsl_func.FuncOp:
    """MLIR's function syntax; unlike xDSL's parser, keeps the argument
    attributes of a declaration, and reads `no_inline` as the property."""
    visibility = parser.parse_optional_visibility_keyword()
    name = parser.parse_symbol_name().data
    arguments: list[Parser.Argument] = []
    input_types: list[Attribute] = []
    arg_attrs: list[DictionaryAttr] = []

    def parse_input() -> None:
        if (argument := parser.parse_optional_argument()) is not None:
            arguments.append(argument)
            input_types.append(argument.type)
        elif (input_type := parser.parse_optional_type()) is not None:
            input_types.append(input_type)
        else:
            parser.raise_error("Expected argument or type")
        arg_attrs.append(DictionaryAttr(parser.parse_optional_dictionary_attr_dict()))
        # A declaration's types take a location too, which has no place here.
        location = parser.parse_optional_location()
        if argument is not None and location is not None:
            argument.location = location

    position = parser.pos
    parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_input)
    if arguments and len(arguments) != len(input_types):
        parser.raise_error(
            "expected all arguments to be named or all unnamed", position, parser.pos
        )
    output_types: list[Attribute] = []
    res_attrs: list[DictionaryAttr] = []
    if parser.parse_optional_punctuation("->"):
        if parser.parse_optional_punctuation("("):
            if not parser.parse_optional_punctuation(")"):

                def parse_output() -> None:
                    output_types.append(parser.parse_type())
                    res_attrs.append(
                        DictionaryAttr(parser.parse_optional_dictionary_attr_dict())
                    )

                parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_output)
                parser.parse_punctuation(")")
        else:
            output_types.append(parser.parse_type())
            res_attrs.append(DictionaryAttr({}))
    attributes = parser.parse_optional_attr_dict_with_keyword()
    region = parser.parse_optional_region(arguments or None) or Region()
    op = cls(
        name,
        (input_types, output_types),
        region,
        visibility,
        arg_attrs=ArrayAttr(arg_attrs) if any(a.data for a in arg_attrs) else None,
        res_attrs=ArrayAttr(res_attrs) if any(a.data for a in res_attrs) else None,
    )
    if attributes is not None:
        op.attributes |= attributes.data
    if isinstance(op.attributes.get(NO_INLINE), UnitAttr):
        op.properties[NO_INLINE] = op.attributes.pop(NO_INLINE)
    return op


def _amend_func() -> None:
    """MLIR 22's form of `func.func`; its properties of `func.call`."""
    amend_op_definition(
        FuncOp, extra_properties={NO_INLINE: OptPropertyDef(base(UnitAttr))}
    )
    set_custom_syntax(FuncOp, partial(_parse_func, FuncOp), _print_func)
    amend_op_definition(
        CallOp,
        extra_properties={
            NO_INLINE: OptPropertyDef(base(UnitAttr)),
            "arg_attrs": OptPropertyDef(base(ArrayAttr)),
            "res_attrs": OptPropertyDef(base(ArrayAttr)),
        },
        extra_options=(ParsePropInAttrDict(),),
        # Regenerates the parser and printer, which now know the properties.
        assembly_format=CallOp.get_irdl_definition().assembly_format,
    )


_FUNC = Amendment(_amend_func)
read_func_syntax = _FUNC.read
"""`func.func` reads MLIR 22's form besides xDSL's (once)."""
amend_func_syntax = _FUNC.apply
"""`func.func` and `func.call` get MLIR 22's forms and properties (once)."""


@cache
def extended_func() -> Dialect:
    """xDSL's `func` dialect, reading MLIR 22's forms, plus `func.constant`
    and `func.call_indirect`."""
    read_func_syntax()
    return extend_dialect(xdsl_func.Func, (ConstantOp, CallIndirectOp))
