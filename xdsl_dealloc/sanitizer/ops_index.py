"""index: the `index` dialect's arithmetic on integers of the interpreter's
index width (64 bits), as `--convert-index-to-llvm` compiles it; a division
by zero or a shift by the width or more (undefined or poison in MLIR) stops
the run with an error naming the op."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType
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

from xdsl_dealloc.dialects.index import (
    BINARY_OPS,
    BoolConstantOp,
    CastSOp,
    CastUOp,
    CmpOp,
    CmpPredicate,
    ConstantOp,
    IndexBinaryOp,
    SizeOfOp,
)

_COMPARISONS = {
    CmpPredicate.EQ: (False, lambda a, b: a == b),
    CmpPredicate.NE: (False, lambda a, b: a != b),
    CmpPredicate.SLT: (False, lambda a, b: a < b),
    CmpPredicate.SLE: (False, lambda a, b: a <= b),
    CmpPredicate.SGT: (False, lambda a, b: a > b),
    CmpPredicate.SGE: (False, lambda a, b: a >= b),
    CmpPredicate.ULT: (True, lambda a, b: a < b),
    CmpPredicate.ULE: (True, lambda a, b: a <= b),
    CmpPredicate.UGT: (True, lambda a, b: a > b),
    CmpPredicate.UGE: (True, lambda a, b: a >= b),
}
"""Each predicate: whether it compares unsigned, and the comparison."""


def _width(interpreter: Interpreter, type_: Attribute) -> int:
    if isinstance(type_, IntegerType):
        return type_.width.data
    return interpreter.index_bitwidth


def _integer(interpreter: Interpreter, value: int, type_: Attribute) -> int | bool:
    """`value` wrapped to `type_`, as the sanitizer holds it (`i1` a bool)."""
    width = _width(interpreter, type_)
    return bool(value & 1) if width == 1 else to_signed(value, width)


@register_impls
class SanitizerIndexFunctions(InterpreterFunctions):
    @impl(ConstantOp)
    def run_constant(
        self, interpreter: Interpreter, op: ConstantOp, args: PythonValues
    ) -> PythonValues:
        return (to_signed(op.value.value.data, interpreter.index_bitwidth),)

    @impl(BoolConstantOp)
    def run_bool_constant(
        self, interpreter: Interpreter, op: BoolConstantOp, args: PythonValues
    ) -> PythonValues:
        return (bool(op.value.value.data),)

    @impl(SizeOfOp)
    def run_sizeof(
        self, interpreter: Interpreter, op: SizeOfOp, args: PythonValues
    ) -> PythonValues:
        return (interpreter.index_bitwidth,)

    @impl(CmpOp)
    def run_cmp(
        self, interpreter: Interpreter, op: CmpOp, args: PythonValues
    ) -> PythonValues:
        unsigned, compare = _COMPARISONS[op.pred.data]
        width = interpreter.index_bitwidth
        convert = to_unsigned if unsigned else to_signed
        return (compare(convert(int(args[0]), width), convert(int(args[1]), width)),)

    @impl(CastSOp)
    def run_casts(
        self, interpreter: Interpreter, op: CastSOp, args: PythonValues
    ) -> PythonValues:
        value = to_signed(int(args[0]), _width(interpreter, op.input.type))
        return (_integer(interpreter, value, op.output.type),)

    @impl(CastUOp)
    def run_castu(
        self, interpreter: Interpreter, op: CastUOp, args: PythonValues
    ) -> PythonValues:
        value = to_unsigned(int(args[0]), _width(interpreter, op.input.type))
        return (_integer(interpreter, value, op.output.type),)


def _run_binary(
    self: SanitizerIndexFunctions,
    interpreter: Interpreter,
    op: IndexBinaryOp,
    args: PythonValues,
) -> PythonValues:
    width = interpreter.index_bitwidth
    lhs, rhs = (to_signed(int(arg), width) for arg in args)
    try:
        result = op.compute(lhs, rhs, width)
    except (ZeroDivisionError, ValueError) as reason:
        raise InterpretationError(f"{op.name}: {reason}") from None
    return (_integer(interpreter, result, IndexType()),)


for _op_class in BINARY_OPS:
    setattr(
        SanitizerIndexFunctions,
        f"run_{_op_class.name.removeprefix('index.')}",
        impl(_op_class)(_run_binary),
    )
register_impls(SanitizerIndexFunctions)
