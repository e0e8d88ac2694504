"""arith: xDSL's implementations, with `i1` as Python `bool` and counted pointer
comparisons.

xDSL represents `true` as -1 (a signed one-bit integer); the sanitizer uses
`bool` for `i1` so that conditions, `bufferization.dealloc` results and the
inputs it prints read naturally.
"""

from __future__ import annotations

import math
import struct
from dataclasses import replace
from typing import Any

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
)
from xdsl.interpreter import Interpreter, PythonValues, impl, register_impls
from xdsl.interpreters.arith import ArithFunctions
from xdsl.ir import Attribute, Operation
from xdsl.utils.comparisons import to_signed, to_unsigned
from xdsl.utils.exceptions import InterpretationError

from xdsl_dealloc.dialects.arith import IndexCastUIOp, RemFOp
from xdsl_dealloc.sanitizer.findings import Site
from xdsl_dealloc.sanitizer.interpreter import memory_of, memref_operand
from xdsl_dealloc.sanitizer.memory import MemRefValue, PointerIndex


def _is_i1(attribute: Attribute) -> bool:
    return isinstance(attribute, IntegerType) and attribute.width.data == 1


def _width(interpreter: Interpreter, type_: Attribute) -> int:
    if isinstance(type_, IntegerType):
        return type_.width.data
    if isinstance(type_, IndexType):
        return interpreter.index_bitwidth
    raise InterpretationError(f"not an integer type: {type_}")


def _signed(interpreter: Interpreter, value: Any, type_: Attribute) -> int:
    """An integer operand as a signed number (`i1` true is -1)."""
    return to_signed(int(value), _width(interpreter, type_))


def _unsigned(interpreter: Interpreter, value: Any, type_: Attribute) -> int:
    """An integer operand as an unsigned number (`i1` true is 1)."""
    return to_unsigned(int(value), _width(interpreter, type_))


def _integer(interpreter: Interpreter, value: int, type_: Attribute) -> int | bool:
    """`value` wrapped to `type_`, as the sanitizer holds it: `bool` for `i1`."""
    if _is_i1(type_):
        return bool(value & 1)
    return to_signed(value, _width(interpreter, type_))


_STRUCT_FORMATS: dict[type[Attribute], tuple[str, str]] = {
    Float16Type: ("e", "h"),
    Float32Type: ("f", "i"),
    Float64Type: ("d", "q"),
}
"""The `struct` formats of a float type and of the integer of its width."""


def _rounded(value: float, type_: Attribute) -> float:
    """`value` rounded to the precision of the float type `type_` (bf16 by
    rounding its f32 bits to nearest even)."""
    if isinstance(type_, BFloat16Type):
        if not math.isfinite(value):
            return value
        (bits,) = struct.unpack("<I", struct.pack("<f", value))
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    formats = _STRUCT_FORMATS.get(type(type_))
    if formats is None:
        return value
    try:
        return struct.unpack(formats[0], struct.pack(formats[0], value))[0]
    except OverflowError:
        return math.copysign(math.inf, value)


def _divisor(op: Operation, value: int) -> int:
    if value == 0:
        raise InterpretationError(f"{op.name}: division by zero")
    return value


def _to_integer(op: Operation, value: float, low: int, high: int) -> int:
    """A float truncated towards zero, which must fit in [low, high] (out of
    range it is poison in MLIR)."""
    if not math.isfinite(value) or not low <= math.trunc(value) <= high:
        raise InterpretationError(
            f"{op.name}: {value} does not fit the result type (poison)"
        )
    return math.trunc(value)


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

    @impl(arith.MaxUIOp)
    def run_maxui(
        self, interpreter: Interpreter, op: arith.MaxUIOp, args: PythonValues
    ) -> PythonValues:
        type_ = op.result.type
        values = [_unsigned(interpreter, arg, type_) for arg in args]
        return (_integer(interpreter, max(values), type_),)

    @impl(arith.MinUIOp)
    def run_minui(
        self, interpreter: Interpreter, op: arith.MinUIOp, args: PythonValues
    ) -> PythonValues:
        type_ = op.result.type
        values = [_unsigned(interpreter, arg, type_) for arg in args]
        return (_integer(interpreter, min(values), type_),)

    @impl(arith.MaxnumfOp)
    def run_maxnumf(
        self, interpreter: Interpreter, op: arith.MaxnumfOp, args: PythonValues
    ) -> PythonValues:
        """The larger operand; a NaN operand gives the other one."""
        lhs, rhs = float(args[0]), float(args[1])
        return (rhs if math.isnan(lhs) else lhs if math.isnan(rhs) else max(lhs, rhs),)

    @impl(arith.MinnumfOp)
    def run_minnumf(
        self, interpreter: Interpreter, op: arith.MinnumfOp, args: PythonValues
    ) -> PythonValues:
        """The smaller operand; a NaN operand gives the other one."""
        lhs, rhs = float(args[0]), float(args[1])
        return (rhs if math.isnan(lhs) else lhs if math.isnan(rhs) else min(lhs, rhs),)

    @impl(RemFOp)
    def run_remf(
        self, interpreter: Interpreter, op: RemFOp, args: PythonValues
    ) -> PythonValues:
        """C's `fmod`: the sign of the dividend; NaN for a zero divisor or an
        infinite dividend."""
        lhs, rhs = float(args[0]), float(args[1])
        if rhs == 0.0 or math.isinf(lhs) or math.isnan(lhs) or math.isnan(rhs):
            return (math.nan,)
        return (math.fmod(lhs, rhs),)

    @impl(arith.DivUIOp)
    def run_divui(
        self, interpreter: Interpreter, op: arith.DivUIOp, args: PythonValues
    ) -> PythonValues:
        type_ = op.result.type
        lhs, rhs = (_unsigned(interpreter, arg, type_) for arg in args)
        return (_integer(interpreter, lhs // _divisor(op, rhs), type_),)

    @impl(arith.RemUIOp)
    def run_remui(
        self, interpreter: Interpreter, op: arith.RemUIOp, args: PythonValues
    ) -> PythonValues:
        type_ = op.result.type
        lhs, rhs = (_unsigned(interpreter, arg, type_) for arg in args)
        return (_integer(interpreter, lhs % _divisor(op, rhs), type_),)

    @impl(arith.CeilDivUIOp)
    def run_ceildivui(
        self, interpreter: Interpreter, op: arith.CeilDivUIOp, args: PythonValues
    ) -> PythonValues:
        type_ = op.result.type
        lhs, rhs = (_unsigned(interpreter, arg, type_) for arg in args)
        return (_integer(interpreter, -(-lhs // _divisor(op, rhs)), type_),)

    @impl(arith.CeilDivSIOp)
    def run_ceildivsi(
        self, interpreter: Interpreter, op: arith.CeilDivSIOp, args: PythonValues
    ) -> PythonValues:
        type_ = op.result.type
        lhs, rhs = (_signed(interpreter, arg, type_) for arg in args)
        return (_integer(interpreter, -(-lhs // _divisor(op, rhs)), type_),)

    @impl(arith.ShRUIOp)
    def run_shrui(
        self, interpreter: Interpreter, op: arith.ShRUIOp, args: PythonValues
    ) -> PythonValues:
        """A shift by the bit width or more is poison in MLIR."""
        type_ = op.result.type
        lhs, rhs = (_unsigned(interpreter, arg, type_) for arg in args)
        if rhs >= _width(interpreter, type_):
            raise InterpretationError(f"{op.name}: shift by {rhs} bits (poison)")
        return (_integer(interpreter, lhs >> rhs, type_),)

    @impl(arith.ExtSIOp)
    def run_extsi(
        self, interpreter: Interpreter, op: arith.ExtSIOp, args: PythonValues
    ) -> PythonValues:
        value = _signed(interpreter, args[0], op.input.type)
        return (_integer(interpreter, value, op.result.type),)

    @impl(arith.ExtUIOp)
    def run_extui(
        self, interpreter: Interpreter, op: arith.ExtUIOp, args: PythonValues
    ) -> PythonValues:
        value = _unsigned(interpreter, args[0], op.input.type)
        return (_integer(interpreter, value, op.result.type),)

    @impl(arith.TruncIOp)
    def run_trunci(
        self, interpreter: Interpreter, op: arith.TruncIOp, args: PythonValues
    ) -> PythonValues:
        return (_integer(interpreter, int(args[0]), op.result.type),)

    @impl(IndexCastUIOp)
    def run_index_castui(
        self, interpreter: Interpreter, op: IndexCastUIOp, args: PythonValues
    ) -> PythonValues:
        value = _unsigned(interpreter, args[0], op.input.type)
        return (_integer(interpreter, value, op.result.type),)

    @impl(arith.UIToFPOp)
    def run_uitofp(
        self, interpreter: Interpreter, op: arith.UIToFPOp, args: PythonValues
    ) -> PythonValues:
        value = _unsigned(interpreter, args[0], op.input.type)
        return (_rounded(float(value), op.result.type),)

    @impl(arith.FPToSIOp)
    def run_fptosi(
        self, interpreter: Interpreter, op: arith.FPToSIOp, args: PythonValues
    ) -> PythonValues:
        half = 1 << (_width(interpreter, op.result.type) - 1)
        value = _to_integer(op, float(args[0]), -half, half - 1)
        return (_integer(interpreter, value, op.result.type),)

    @impl(arith.FPToUIOp)
    def run_fptoui(
        self, interpreter: Interpreter, op: arith.FPToUIOp, args: PythonValues
    ) -> PythonValues:
        top = (1 << _width(interpreter, op.result.type)) - 1
        value = _to_integer(op, float(args[0]), 0, top)
        return (_integer(interpreter, value, op.result.type),)

    @impl(arith.ExtFOp)
    def run_extf(
        self, interpreter: Interpreter, op: arith.ExtFOp, args: PythonValues
    ) -> PythonValues:
        return (float(args[0]),)

    @impl(arith.TruncFOp)
    def run_truncf(
        self, interpreter: Interpreter, op: arith.TruncFOp, args: PythonValues
    ) -> PythonValues:
        return (_rounded(float(args[0]), op.result.type),)

    @impl(arith.BitcastOp)
    def run_bitcast(
        self, interpreter: Interpreter, op: arith.BitcastOp, args: PythonValues
    ) -> PythonValues:
        """The same bits under another type of the same width (integers and
        f16, f32, f64)."""
        source, result = op.input.type, op.result.type
        value = args[0]
        if isinstance(source, IntegerType | IndexType):
            bits = _unsigned(interpreter, value, source)
        else:
            formats = _STRUCT_FORMATS.get(type(source))
            if formats is None:
                raise InterpretationError(f"{op.name}: unsupported type {source}")
            packed = struct.pack(formats[0], float(value))
            bits = to_unsigned(struct.unpack(formats[1], packed)[0], len(packed) * 8)
        if isinstance(result, IntegerType | IndexType):
            return (_integer(interpreter, bits, result),)
        formats = _STRUCT_FORMATS.get(type(result))
        if formats is None:
            raise InterpretationError(f"{op.name}: unsupported type {result}")
        width = struct.calcsize(formats[1]) * 8
        packed = struct.pack(formats[1], to_signed(bits, width))
        return (struct.unpack(formats[0], packed)[0],)

    @impl(arith.MulSIExtendedOp)
    def run_mulsi_extended(
        self, interpreter: Interpreter, op: arith.MulSIExtendedOp, args: PythonValues
    ) -> PythonValues:
        """The low and the high half of the double-width signed product."""
        type_ = op.low.type
        width = _width(interpreter, type_)
        product = _signed(interpreter, args[0], type_) * _signed(
            interpreter, args[1], type_
        )
        return (
            _integer(interpreter, product, type_),
            _integer(interpreter, product >> width, type_),
        )

    @impl(arith.MulUIExtendedOp)
    def run_mului_extended(
        self, interpreter: Interpreter, op: arith.MulUIExtendedOp, args: PythonValues
    ) -> PythonValues:
        """The low and the high half of the double-width unsigned product."""
        type_ = op.low.type
        width = _width(interpreter, type_)
        product = _unsigned(interpreter, args[0], type_) * _unsigned(
            interpreter, args[1], type_
        )
        return (
            _integer(interpreter, product, type_),
            _integer(interpreter, product >> width, type_),
        )

    @impl(arith.AddUIExtendedOp)
    def run_addui_extended(
        self, interpreter: Interpreter, op: arith.AddUIExtendedOp, args: PythonValues
    ) -> PythonValues:
        """The wrapped sum and whether it overflowed."""
        type_ = op.sum.type
        total = _unsigned(interpreter, args[0], type_) + _unsigned(
            interpreter, args[1], type_
        )
        return (
            _integer(interpreter, total, type_),
            total >= 1 << _width(interpreter, type_),
        )
