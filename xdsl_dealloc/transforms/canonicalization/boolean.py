"""Boolean identities of `arith` on `i1` that MLIR's arith folders and
canonicalizations apply and xDSL 0.74's do not.

The deallocation pipeline computes ownership and deallocation conditions as
`i1` formulas; where a path decides a condition (a constant `true`), xDSL
keeps `x and true` as a runtime op.  The pipeline's canonicalization applies
these patterns in addition to `canonicalize`'s.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import i1
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl_dealloc.transforms.booleans import bool_constant, constant_bool


def _constant(value: bool, rewriter: PatternRewriter) -> SSAValue:
    constant = bool_constant(value)
    rewriter.insert(constant)
    return constant.result


class SimplifyBooleanBinary(RewritePattern):
    """`x and true`, `x or false`, `x xor false`, `x and x`, `x or x` are
    `x`; `x or true` is `true`; `x xor x` is `false`; `(x xor true) xor true`
    is `x`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if not isinstance(op, arith.AndIOp | arith.OrIOp | arith.XOrIOp):
            return
        if op.result.type != i1:
            return
        lhs, rhs = op.lhs, op.rhs
        constant = constant_bool(rhs)
        if constant is None and (constant := constant_bool(lhs)) is not None:
            lhs, rhs = rhs, lhs
        result: SSAValue | None = None
        if isinstance(op, arith.AndIOp):
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
        elif (
            constant is True
            and isinstance(inner := lhs.owner, arith.XOrIOp)
            and constant_bool(inner.rhs) is True
        ):
            result = inner.lhs
        if result is not None:
            rewriter.replace(op, (), (result,))


class SelectOfBooleans(RewritePattern):
    """An `i1` select with a constant arm is a conjunction or disjunction:
    `select %c, true, %x` is `%c or %x`, `select %c, %x, false` is
    `%c and %x` (as in MLIR)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter, /):
        if op.result.type != i1:
            return
        if constant_bool(op.lhs) is True:
            rewriter.replace(op, arith.OrIOp(op.cond, op.rhs))
        elif constant_bool(op.rhs) is False:
            rewriter.replace(op, arith.AndIOp(op.cond, op.lhs))


EXTRA_CANONICALIZATIONS: dict[type[Operation], tuple[RewritePattern, ...]] = {
    arith.AndIOp: (SimplifyBooleanBinary(),),
    arith.OrIOp: (SimplifyBooleanBinary(),),
    arith.XOrIOp: (SimplifyBooleanBinary(),),
    arith.SelectOp: (SelectOfBooleans(),),
}
"""Patterns the pipeline's canonicalization adds per op class."""
