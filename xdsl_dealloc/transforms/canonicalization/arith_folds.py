"""Boolean identities of `arith` on `i1`, and the folding of integer
comparisons and of `arith.index_cast` of a constant, that MLIR's arith
folders and canonicalizations apply and xDSL 0.74's do not.

The deallocation pipeline computes ownership and deallocation conditions as
`i1` formulas; where a path decides a condition (a constant `true`), xDSL
keeps `x and true` as a runtime op.  The pipeline's canonicalization applies
these patterns in addition to `canonicalize`'s.  `DropNegatedConjunct` goes
beyond MLIR: the ownership of a select in a loop comes out of the
simplification as `(owned and not c) or c`.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.transforms.canonicalization_patterns.utils import const_evaluate_operand

from xdsl_dealloc.ir.booleans import (
    BOOLEAN_BINARY_OPS,
    bool_constant,
    boolean_op,
    constant_bool,
    is_i1,
    negated_operand,
)


def _constant(value: bool, rewriter: PatternRewriter) -> SSAValue:
    constant = bool_constant(value)
    rewriter.insert(constant)
    return constant.result


class SimplifyBooleanBinary(RewritePattern):
    """`x and true`, `x or false`, `x xor false`, `x and x`, `x or x` are
    `x`; `x or true` and `x or not x` are `true`; `x xor x` and `x and not x`
    are `false`; `(x xor true) xor true` is `x`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if type(op) not in BOOLEAN_BINARY_OPS:
            return
        # Positional: xDSL's named accessors cost several times as much.
        (result,) = op.results
        if not is_i1(result.type):
            return
        lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
        constant = constant_bool(rhs)
        if constant is None and (constant := constant_bool(lhs)) is not None:
            lhs, rhs = rhs, lhs
        result: SSAValue | None = None
        if isinstance(op, arith.AndIOp | arith.OrIOp) and (
            negated_operand(lhs) is rhs or negated_operand(rhs) is lhs
        ):
            result = _constant(isinstance(op, arith.OrIOp), rewriter)
        elif isinstance(op, arith.AndIOp):
            if constant is True or lhs is rhs:
                result = lhs
        elif isinstance(op, arith.OrIOp):
            if constant is False or lhs is rhs:
                result = lhs
            elif constant is True:
                result = rhs
        elif constant is False:
            result = lhs
        elif lhs is rhs:
            result = _constant(False, rewriter)
        elif constant is True and (inner := negated_operand(lhs)) is not None:
            result = inner
        if (
            result is None
            and not isinstance(op, arith.XOrIOp)
            and (negated_operand(lhs) is rhs or negated_operand(rhs) is lhs)
        ):
            result = _constant(isinstance(op, arith.OrIOp), rewriter)
        if result is not None:
            rewriter.replace(op, (), (result,))


class SelectOfBooleans(RewritePattern):
    """An `i1` select with a constant arm is a conjunction or disjunction:
    `select %c, true, %x` is `%c or %x`, `select %c, %x, false` is
    `%c and %x` (as in MLIR)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter, /):
        (result,) = op.results
        if not is_i1(result.type):
            return
        condition, lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
        if constant_bool(lhs) is True:
            rewriter.replace(op, arith.OrIOp(condition, rhs))
        elif constant_bool(rhs) is False:
            rewriter.replace(op, arith.AndIOp(condition, lhs))


class SelectOfNegatedCondition(RewritePattern):
    """`select (not c), a, b` is `select c, b, a` (as in MLIR)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter, /):
        negated, lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
        if (condition := negated_operand(negated)) is not None:
            rewriter.replace(op, arith.SelectOp(condition, rhs, lhs))


class SelectOfSelectOnSameCondition(RewritePattern):
    """`select c, (select c, a, b), z` is `select c, a, z`, and
    `select c, z, (select c, a, b)` is `select c, z, b` (as in MLIR)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter, /):
        condition, given_lhs, given_rhs = op._operands  # pyright: ignore[reportPrivateUsage]
        lhs, rhs = given_lhs, given_rhs
        if type(inner := lhs.owner) is arith.SelectOp:
            inner_condition, inner_lhs, _ = inner._operands  # pyright: ignore[reportPrivateUsage]
            if inner_condition is condition:
                lhs = inner_lhs
        if type(inner := rhs.owner) is arith.SelectOp:
            inner_condition, _, inner_rhs = inner._operands  # pyright: ignore[reportPrivateUsage]
            if inner_condition is condition:
                rhs = inner_rhs
        if lhs is not given_lhs or rhs is not given_rhs:
            rewriter.replace(op, arith.SelectOp(condition, lhs, rhs))


class DropNegatedConjunct(RewritePattern):
    """`(x and not y) or y` is `x or y`, and `(x or not y) and y` is
    `x and y` (on `i1`, in any operand order): when `y` holds, both sides
    are `true` (`y`); otherwise `not y` is `true`.  MLIR keeps the inner op."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if type(op) is arith.OrIOp:
            inner_class = arith.AndIOp
        elif type(op) is arith.AndIOp:
            inner_class = arith.OrIOp
        else:
            return
        (result,) = op.results
        if not is_i1(result.type):
            return
        lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
        for term, y in ((lhs, rhs), (rhs, lhs)):
            inner = term.owner
            if type(inner) is not inner_class:
                continue
            inner_lhs, inner_rhs = cast(Operation, inner)._operands  # pyright: ignore[reportPrivateUsage]
            for x, negation in ((inner_lhs, inner_rhs), (inner_rhs, inner_lhs)):
                if negated_operand(negation) is y:
                    rewriter.replace(op, boolean_op(type(op), x, y))
                    return


_PREDICATES: dict[str, Callable[[int, int], bool]] = {
    "eq": operator.eq,
    "ne": operator.ne,
    "slt": operator.lt,
    "sle": operator.le,
    "sgt": operator.gt,
    "sge": operator.ge,
    "ult": operator.lt,
    "ule": operator.le,
    "ugt": operator.gt,
    "uge": operator.ge,
}


class FoldIntegerComparison(RewritePattern):
    """`arith.cmpi` of two integer or index constants is a constant, and so
    is a comparison of a value with itself (`x sle x` is true, `x ne x`
    false), as MLIR's folder has it; conditions of `scf.if`s then fold."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.CmpiOp, rewriter: PatternRewriter, /):
        if not is_i1(op.result.type):
            return
        if op.lhs is op.rhs:
            result = compare_integers(op, 0, 0)
        else:
            lhs, rhs = const_evaluate_operand(op.lhs), const_evaluate_operand(op.rhs)
            if lhs is None or rhs is None:
                return
            result = compare_integers(op, lhs, rhs)
        if result is not None:
            rewriter.replace(op, bool_constant(result))


class FoldIndexCastOfConstant(RewritePattern):
    """`arith.index_cast` of an integer or index constant is a constant of
    the result type, sign-extended or truncated, as MLIR's folder has it.
    xDSL's `cf.switch` folding reads only `arith.constant` flags: the
    generator's (and many programs') switches cast a constant index to
    `i32`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.IndexCastOp, rewriter: PatternRewriter, /):
        value = const_evaluate_operand(op.input)
        if value is None:
            return
        source_width = _bit_width(op.input.type)
        width = _bit_width(op.result.type)
        if source_width is None or width is None:
            return
        cast = _signed(_signed(value, source_width), width)
        rewriter.replace(op, arith.ConstantOp(IntegerAttr(cast, op.result.type)))


def compare_integers(op: arith.CmpiOp, lhs: int, rhs: int) -> bool | None:
    """What `op` gives for operands of values `lhs` and `rhs` (as the
    attributes of constants of the operands' type hold them); None if the
    operands are not integers or indices."""
    width = _bit_width(op.lhs.type)
    if width is None:
        return None
    predicate = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
    to_value = _unsigned if predicate[0] == "u" else _signed
    return _PREDICATES[predicate](to_value(lhs, width), to_value(rhs, width))


def _bit_width(type: Attribute) -> int | None:
    if isinstance(type, IndexType):
        return 64
    if isinstance(type, IntegerType):
        return type.width.data
    return None


def _unsigned(value: int, width: int) -> int:
    return value % (1 << width)


def _signed(value: int, width: int) -> int:
    value = _unsigned(value, width)
    return value - (1 << width) if value >> (width - 1) else value


EXTRA_CANONICALIZATIONS: dict[type[Operation], tuple[RewritePattern, ...]] = {
    arith.CmpiOp: (FoldIntegerComparison(),),
    arith.IndexCastOp: (FoldIndexCastOfConstant(),),
    arith.AndIOp: (SimplifyBooleanBinary(), DropNegatedConjunct()),
    arith.OrIOp: (SimplifyBooleanBinary(), DropNegatedConjunct()),
    arith.XOrIOp: (SimplifyBooleanBinary(),),
    arith.SelectOp: (
        SelectOfBooleans(),
        SelectOfNegatedCondition(),
        SelectOfSelectOnSameCondition(),
    ),
}
"""Patterns the pipeline's canonicalization adds per op class."""
