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
from xdsl_dealloc.sanitizer.interpreter import memory_of, memref_operand
from xdsl_dealloc.sanitizer.memory import MemRefValue, PointerIndex


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
