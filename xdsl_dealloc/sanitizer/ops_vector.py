"""vector: `vector.print` of scalars and strings, written as a program
compiled by MLIR 22 and run by `mlir-runner-22` writes them (C's `%g` for
floats, `index` as unsigned, `i1` as 0 or 1), to the interpreter's file
(standard output unless the harness is given another).  A string is
written as it is, without the punctuation (a newline by default) that
follows a value, as MLIR 22's lowering does."""

from __future__ import annotations

import math

from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerType, Signedness
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.ir import Attribute
from xdsl.utils.comparisons import to_signed, to_unsigned
from xdsl.utils.exceptions import InterpretationError

from xdsl_dealloc.dialects.vector import (
    CustomFormPrintOp,
    PrintOp,
    Punctuation,
    punctuation_of,
    string_literal_of,
)

_PUNCTUATION = {
    Punctuation.NO_PUNCTUATION: "",
    Punctuation.NEWLINE: "\n",
    Punctuation.COMMA: ", ",
    Punctuation.OPEN: "( ",
    Punctuation.CLOSE: " )",
}


def _float_text(value: float) -> str:
    """C's `printf("%g")` as glibc writes it (`-nan` for a negative NaN)."""
    if math.isnan(value):
        return "-nan" if math.copysign(1.0, value) < 0 else "nan"
    return f"{value:g}"


def value_text(value: object, type_: Attribute, index_bitwidth: int = 64) -> str:
    """A scalar as `vector.print` writes it: floats through `%g`, signless
    and signed integers sign-extended to 64 bits (`i1` zero-extended),
    unsigned integers and `index` as unsigned 64-bit numbers."""
    if isinstance(type_, AnyFloat):
        return _float_text(float(value))  # pyright: ignore[reportArgumentType]
    if isinstance(type_, IndexType):
        return str(to_unsigned(int(value), index_bitwidth))  # pyright: ignore[reportArgumentType]
    if isinstance(type_, IntegerType) and type_.width.data <= 64:
        width = type_.width.data
        number = int(value)  # pyright: ignore[reportArgumentType]
        if width == 1 or type_.signedness.data == Signedness.UNSIGNED:
            return str(to_unsigned(number, width))
        return str(to_signed(number, width))
    raise InterpretationError(f"vector.print of {type_} is not supported")


@register_impls
class SanitizerVectorFunctions(InterpreterFunctions):
    def _print(self, interpreter: Interpreter, op: PrintOp, args: PythonValues):
        text = string_literal_of(op)
        if text is None:  # a string is written alone, without punctuation
            text = ""
            if op.source is not None:
                text = value_text(args[0], op.source.type, interpreter.index_bitwidth)
            text += _PUNCTUATION[punctuation_of(op)]
        interpreter.print(text, end="")
        return ()

    @impl(PrintOp)
    def run_print(
        self, interpreter: Interpreter, op: PrintOp, args: PythonValues
    ) -> PythonValues:
        return self._print(interpreter, op, args)

    @impl(CustomFormPrintOp)
    def run_custom_form_print(
        self, interpreter: Interpreter, op: CustomFormPrintOp, args: PythonValues
    ) -> PythonValues:
        return self._print(interpreter, op, args)
