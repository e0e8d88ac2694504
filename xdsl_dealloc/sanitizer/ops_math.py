"""math: the functions the bodies of linalg's elementwise named ops apply,
on Python floats (IEEE doubles: a 32-bit result may differ from compiled
code in its last bits)."""

from __future__ import annotations

import math as pymath
from collections.abc import Callable

from xdsl.dialects import math
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.ir import Operation


def _round_half_away(x: float) -> float:
    """`math.round`: halfway cases away from zero (Python rounds to even)."""
    if not pymath.isfinite(x):
        return x
    return pymath.copysign(pymath.floor(abs(x) + 0.5), x)


def _rsqrt(x: float) -> float:
    if x == 0.0:
        return pymath.copysign(pymath.inf, x)
    return pymath.nan if x < 0 else 1.0 / pymath.sqrt(x)


def _sqrt(x: float) -> float:
    return pymath.nan if x < 0 else pymath.sqrt(x)


def _log(x: float) -> float:
    if x == 0.0:
        return -pymath.inf
    return pymath.nan if x < 0 else pymath.log(x)


def _exp(x: float) -> float:
    try:
        return pymath.exp(x)
    except OverflowError:
        return pymath.inf


def _pow(x: float, y: float) -> float:
    try:
        return pymath.pow(x, y)
    except (OverflowError, ValueError):
        return pymath.nan if x < 0 else pymath.inf


_UNARY: dict[type[Operation], Callable[[float], float]] = {
    math.AbsFOp: abs,
    math.CeilOp: lambda x: float(pymath.ceil(x)) if pymath.isfinite(x) else x,
    math.FloorOp: lambda x: float(pymath.floor(x)) if pymath.isfinite(x) else x,
    math.RoundOp: _round_half_away,
    math.RsqrtOp: _rsqrt,
    math.SqrtOp: _sqrt,
    math.TanhOp: pymath.tanh,
    math.ErfOp: pymath.erf,
    math.ExpOp: _exp,
    math.LogOp: _log,
}


class SanitizerMathFunctions(InterpreterFunctions):
    @impl(math.PowFOp)
    def run_powf(
        self, interpreter: Interpreter, op: math.PowFOp, args: PythonValues
    ) -> PythonValues:
        return (_pow(float(args[0]), float(args[1])),)


def _unary_implementation(op_class: type[Operation]) -> object:
    function = _UNARY[op_class]

    def run(
        self: SanitizerMathFunctions,
        interpreter: Interpreter,
        op: Operation,
        args: PythonValues,
    ) -> PythonValues:
        return (function(float(args[0])),)

    return impl(op_class)(run)


for _op_class in _UNARY:
    setattr(
        SanitizerMathFunctions,
        "run_" + _op_class.name.replace(".", "_"),
        _unary_implementation(_op_class),
    )
register_impls(SanitizerMathFunctions)
