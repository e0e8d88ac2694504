"""The `i1` constants and conditions the passes build.

Ownership indicators and aliasing answers are often statically known, so the
and/or/not/select of `BooleanBuilder` fold constants and repeated operands
instead of emitting ops: the output stays small before any canonicalization.
Where the ops and constants go is each pass's choice.
"""

from __future__ import annotations

import abc

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Operation, SSAValue

_BOOL_ATTRS = {value: IntegerAttr(int(value), i1) for value in (False, True)}


def bool_constant(value: bool) -> arith.ConstantOp:
    """A new `i1` constant, built with `create`, which skips IRDL's argument
    checking: the passes build many."""
    return arith.ConstantOp.create(
        result_types=[i1], properties={"value": _BOOL_ATTRS[value]}
    )


def constant_bool(value: SSAValue) -> bool | None:
    """The value of an `i1` constant, None if `value` is not one."""
    owner = value.owner
    if (
        isinstance(owner, arith.ConstantOp)
        and isinstance(owner.value, IntegerAttr)
        and owner.value.type == i1
    ):
        return bool(owner.value.value.data)
    return None


def is_constant_bool(value: SSAValue, expected: bool) -> bool:
    """Whether `value` is an `i1` constant of the given value."""
    return constant_bool(value) is expected


class BooleanBuilder(abc.ABC):
    """Builds boolean ops on `i1` values, folding them where an operand is
    constant or both operands are the same value."""

    @abc.abstractmethod
    def constant(self, value: bool) -> SSAValue:
        """An `i1` constant usable where the ops are inserted."""

    @abc.abstractmethod
    def insert(self, op: Operation) -> SSAValue:
        """Inserts `op` where the ops go; its result."""

    def and_(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self._binary(arith.AndIOp, lhs, rhs, identity=True)

    def or_(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self._binary(arith.OrIOp, lhs, rhs, identity=False)

    def not_(self, value: SSAValue) -> SSAValue:
        known = constant_bool(value)
        if known is not None:
            return self.constant(not known)
        return self.insert(boolean_op(arith.XOrIOp, value, self.constant(True)))

    def select(self, cond: SSAValue, then: SSAValue, other: SSAValue) -> SSAValue:
        if then is other:
            return then
        if is_constant_bool(then, True) and is_constant_bool(other, False):
            return cond
        return self.insert(
            arith.SelectOp.create(operands=[cond, then, other], result_types=[i1])
        )

    def _binary(
        self,
        op_class: type[arith.AndIOp | arith.OrIOp],
        lhs: SSAValue,
        rhs: SSAValue,
        identity: bool,
    ) -> SSAValue:
        """`and` (`identity` true) or `or` (`identity` false): a constant
        operand of `identity` leaves the other operand, the other constant is
        the result."""
        if lhs is rhs:
            return lhs
        for operand, other in ((lhs, rhs), (rhs, lhs)):
            known = constant_bool(operand)
            if known is not None:
                return other if known is identity else operand
        return self.insert(boolean_op(op_class, lhs, rhs))


def boolean_op(
    op_class: type[arith.SignlessIntegerBinaryOperation],
    lhs: SSAValue,
    rhs: SSAValue,
) -> Operation:
    """`op_class` (`arith.andi`, `ori` or `xori`) of two `i1` values, built
    with `create`."""
    return op_class.create(operands=[lhs, rhs], result_types=[i1])
