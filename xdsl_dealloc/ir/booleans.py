"""The `i1` constants and conditions the passes build.

Ownership indicators and aliasing answers are often statically known, so the
and/or/not/select of `BooleanBuilder` fold constants and repeated operands
instead of emitting ops: the output stays small before any canonicalization.
Where the ops and constants go is each pass's choice.
"""

from __future__ import annotations

import abc

from xdsl.builder import Builder
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.traits import is_isolated_from_above


def constant_bool(value: SSAValue) -> bool | None:
    """The value of an `i1` constant, None if `value` is not one.  (Asked
    of nearly every boolean the passes look at: exact class checks and the
    property itself, rather than `isinstance` through `ABCMeta` and IRDL's
    accessor.)"""
    owner = value.owner
    if type(owner) is not arith.ConstantOp:
        return None
    attr = owner.properties["value"]
    if type(attr) is IntegerAttr and attr.type == i1:
        return bool(attr.value.data)
    return None


_BOOL_ATTRS = {value: IntegerAttr(int(value), i1) for value in (False, True)}


def bool_constant(value: bool) -> arith.ConstantOp:
    """A new `i1` constant, built with `build_op`, which skips IRDL's
    argument checking and `create`'s generic steps: the passes build many."""
    return build_op(arith.ConstantOp, (), (i1,), {"value": _BOOL_ATTRS[value]})


def is_constant_bool(value: SSAValue, expected: bool) -> bool:
    """Whether `value` is an `i1` constant of the given value."""
    return constant_bool(value) is expected


def negated_operand(value: SSAValue) -> SSAValue | None:
    """`x` if `value` is `x xor true` (the form `not x` is built in)."""
    owner = value.owner
    if type(owner) is arith.XOrIOp:
        lhs, rhs = owner.operands
        if constant_bool(rhs) is True:
            return lhs
    return None


def is_i1(type: Attribute) -> bool:
    """`type == i1`, at once for the `i1` the passes build with."""
    return type is i1 or type == i1


def function_entry(block: Block) -> Block:
    """The entry block of the function (the isolated region) around
    `block`: a constant there dominates every use in the function, as MLIR's
    folder places constants, and a block that only branches on stays empty
    for the canonicalizer to forward through."""
    entry = block
    region = block.parent
    while region is not None and region.first_block is not None:
        entry = region.first_block
        owner = region.parent
        if owner is None or is_isolated_from_above(owner):
            break
        region = owner.parent_region()
    return entry


def shared_bool_constant(value: bool, near: Operation, rewriter: Builder) -> SSAValue:
    """An `i1` constant usable at `near`: one among the constants that start
    its function's entry block, or a new one put there."""
    block = near.parent_block()
    assert block is not None, "the op is not in a block"
    entry = function_entry(block)
    for op in entry.ops:
        if not isinstance(op, arith.ConstantOp):
            break
        (result,) = op.results
        if is_constant_bool(result, value):
            return result
    constant = bool_constant(value)
    rewriter.insert(constant, InsertPoint.at_start(entry))
    return constant.result


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


BOOLEAN_BINARY_OPS = (arith.AndIOp, arith.OrIOp, arith.XOrIOp)
"""The `arith` ops the passes build boolean formulas of."""


def boolean_op(
    op_class: type[arith.SignlessIntegerBinaryOperation],
    lhs: SSAValue,
    rhs: SSAValue,
) -> Operation:
    """`op_class` (`arith.andi`, `ori` or `xori`) of two `i1` values, built
    with `build_op`."""
    return build_op(op_class, (lhs, rhs), (i1,))
