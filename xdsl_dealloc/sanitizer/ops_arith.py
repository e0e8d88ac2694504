"""arith: xDSL's implementations, with `i1` as Python `bool` and counted pointer
comparisons.

xDSL represents `true` as -1 (a signed one-bit integer); the sanitizer uses
`bool` for `i1` so that conditions, `bufferization.dealloc` results and the
inputs it prints read naturally.
"""

from __future__ import annotations

import math
from dataclasses import replace

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    IntegerAttr,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
)
from xdsl.interpreter import Interpreter, PythonValues, impl, register_impls
from xdsl.interpreters.arith import ArithFunctions
from xdsl.ir import Attribute

from xdsl_dealloc.sanitizer.findings import Site
from xdsl_dealloc.sanitizer.interpreter import (
    cannot_execute,
    memory_of,
    memref_operand,
)
from xdsl_dealloc.sanitizer.memory import MemRefValue, PointerIndex


def _width(attribute: Attribute) -> int:
    assert isinstance(attribute, IntegerType)
    return attribute.width.data


def _signed(value: int, width: int) -> int:
    """`value` wrapped to a signed integer of `width` bits."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def _unsigned(value: int, width: int) -> int:
    return int(value) & ((1 << width) - 1)


def _float_to_int(value: float, width: int, signed: bool) -> int:
    """A float truncated toward zero, clamped to the integer's range (where
    compiled code's result is unspecified)."""
    low, high = (
        (-(1 << (width - 1)), (1 << (width - 1)) - 1)
        if signed
        else (
            0,
            (1 << width) - 1,
        )
    )
    if math.isnan(value):
        return 0
    if math.isinf(value):
        return high if value > 0 else low
    return max(low, min(high, int(value)))


def _is_i1(attribute: Attribute) -> bool:
    return isinstance(attribute, IntegerType) and attribute.width.data == 1


@register_impls
class SanitizerArithFunctions(ArithFunctions):
    @impl(arith.ConstantOp)
    def run_constant(
        self, interpreter: Interpreter, op: arith.ConstantOp, args: PythonValues
    ) -> PythonValues:
        if isinstance(op.value, IntegerAttr) and _is_i1(op.value.type):
            return (op.value.value.data != 0,)
        return super().run_constant(interpreter, op, args).values

    @impl(arith.AndIOp)
    def run_andi(
        self, interpreter: Interpreter, op: arith.AndIOp, args: PythonValues
    ) -> PythonValues:
        if _is_i1(op.result.type):
            return (bool(args[0]) and bool(args[1]),)
        return super().run_andi(interpreter, op, args).values

    @impl(arith.OrIOp)
    def run_ori(
        self, interpreter: Interpreter, op: arith.OrIOp, args: PythonValues
    ) -> PythonValues:
        if _is_i1(op.result.type):
            return (bool(args[0]) or bool(args[1]),)
        return super().run_ori(interpreter, op, args).values

    @impl(arith.XOrIOp)
    def run_xori(
        self, interpreter: Interpreter, op: arith.XOrIOp, args: PythonValues
    ) -> PythonValues:
        if _is_i1(op.result.type):
            return (bool(args[0]) != bool(args[1]),)
        return super().run_xori(interpreter, op, args).values

    @impl(arith.CmpiOp)
    def run_cmpi(
        self, interpreter: Interpreter, op: arith.CmpiOp, args: PythonValues
    ) -> PythonValues:
        if any(isinstance(arg, PointerIndex) for arg in args):
            memory_of(interpreter).counters.alias_comparisons += 1
        (result,) = super().run_cmpi(interpreter, op, args).values
        return (bool(result),)

    @impl(arith.IndexCastOp)
    def run_indexcast(
        self, interpreter: Interpreter, op: arith.IndexCastOp, args: PythonValues
    ) -> PythonValues:
        """A cast of a memref (what One-Shot Bufferize makes of a cast of a
        tensor) is a view of the same elements under the new element type:
        the integers are kept, each element read through the view is its
        source element converted."""
        if not isinstance(args[0], MemRefValue):
            return super().run_indexcast(interpreter, op, args).values
        source = memref_operand(op, args[0])
        memory_of(interpreter).check_live(source, Site(op), "casts")
        result_type = op.result.type
        assert isinstance(result_type, MemRefType | UnrankedMemRefType)
        return (replace(source, element_type=result_type.element_type, is_base=False),)

    # --- what the bodies of linalg ops on floats use, beyond xDSL's ------------

    @impl(arith.DivfOp)
    def run_divf(
        self, interpreter: Interpreter, op: arith.DivfOp, args: PythonValues
    ) -> PythonValues:
        """IEEE division: a zero divisor gives an infinity or NaN, not an error."""
        lhs, rhs = float(args[0]), float(args[1])
        if rhs == 0.0:
            return (
                math.nan
                if lhs == 0.0 or math.isnan(lhs)
                else math.copysign(math.inf, lhs) * math.copysign(1.0, rhs),
            )
        return (lhs / rhs,)

    @impl(arith.NegfOp)
    def run_negf(
        self, interpreter: Interpreter, op: arith.NegfOp, args: PythonValues
    ) -> PythonValues:
        return (-float(args[0]),)

    @impl(arith.SIToFPOp)
    def run_sitofp(
        self, interpreter: Interpreter, op: arith.SIToFPOp, args: PythonValues
    ) -> PythonValues:
        return (float(args[0]),)

    @impl(arith.MaxSIOp)
    def run_maxsi(
        self, interpreter: Interpreter, op: arith.MaxSIOp, args: PythonValues
    ) -> PythonValues:
        return (max(int(args[0]), int(args[1])),)

    @impl(arith.MinSIOp)
    def run_minsi(
        self, interpreter: Interpreter, op: arith.MinSIOp, args: PythonValues
    ) -> PythonValues:
        return (min(int(args[0]), int(args[1])),)

    # --- the conversions of linalg's named-op bodies ------------------------------

    @impl(arith.ExtSIOp)
    def run_extsi(
        self, interpreter: Interpreter, op: arith.ExtSIOp, args: PythonValues
    ) -> PythonValues:
        return (_signed(int(args[0]), _width(op.input.type)),)

    @impl(arith.ExtUIOp)
    def run_extui(
        self, interpreter: Interpreter, op: arith.ExtUIOp, args: PythonValues
    ) -> PythonValues:
        return (_unsigned(int(args[0]), _width(op.input.type)),)

    @impl(arith.TruncIOp)
    def run_trunci(
        self, interpreter: Interpreter, op: arith.TruncIOp, args: PythonValues
    ) -> PythonValues:
        return (_signed(int(args[0]), _width(op.result.type)),)

    @impl(arith.UIToFPOp)
    def run_uitofp(
        self, interpreter: Interpreter, op: arith.UIToFPOp, args: PythonValues
    ) -> PythonValues:
        return (float(_unsigned(int(args[0]), _width(op.input.type))),)

    @impl(arith.FPToSIOp)
    def run_fptosi(
        self, interpreter: Interpreter, op: arith.FPToSIOp, args: PythonValues
    ) -> PythonValues:
        return (_float_to_int(float(args[0]), _width(op.result.type), True),)

    @impl(arith.FPToUIOp)
    def run_fptoui(
        self, interpreter: Interpreter, op: arith.FPToUIOp, args: PythonValues
    ) -> PythonValues:
        return (_float_to_int(float(args[0]), _width(op.result.type), False),)

    @impl(arith.ExtFOp)
    def run_extf(
        self, interpreter: Interpreter, op: arith.ExtFOp, args: PythonValues
    ) -> PythonValues:
        return (float(args[0]),)

    @impl(arith.TruncFOp)
    def run_truncf(
        self, interpreter: Interpreter, op: arith.TruncFOp, args: PythonValues
    ) -> PythonValues:
        return (float(args[0]),)

    @impl(arith.MaxUIOp)
    def run_maxui(
        self, interpreter: Interpreter, op: arith.MaxUIOp, args: PythonValues
    ) -> PythonValues:
        width = _width(op.result.type)
        return (max(args[0], args[1], key=lambda v: _unsigned(v, width)),)

    @impl(arith.MinUIOp)
    def run_minui(
        self, interpreter: Interpreter, op: arith.MinUIOp, args: PythonValues
    ) -> PythonValues:
        width = _width(op.result.type)
        return (min(args[0], args[1], key=lambda v: _unsigned(v, width)),)

    @impl(arith.DivUIOp)
    def run_divui(
        self, interpreter: Interpreter, op: arith.DivUIOp, args: PythonValues
    ) -> PythonValues:
        width = _width(op.result.type)
        divisor = _unsigned(args[1], width)
        if divisor == 0:
            raise cannot_execute(op, "division by zero")
        return (_signed(_unsigned(args[0], width) // divisor, width),)
