"""Reading what defines an SSA value, at the cost the passes can pay at
every step."""

from __future__ import annotations

from typing import cast

from xdsl.ir import Block, Operation, SSAValue


def defining_op(value: SSAValue) -> Operation | None:
    """The op `value` is a result of; None for a block argument.

    The same as `isinstance(value.owner, Operation)`, which goes through
    `ABCMeta.__instancecheck__` (xDSL's `Operation` is abstract) at five
    times the cost of comparing a class."""
    owner = value.owner
    return None if type(owner) is Block else cast(Operation, owner)


def defining_scope(value: SSAValue) -> Operation | None:
    """The op `value` is a result of, or for a block argument the op whose
    region holds its block."""
    owner = value.owner
    if type(owner) is Block:
        return owner.parent_op()
    return cast(Operation, owner)


def is_defined_in(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is a result of `op` or of an op nested in it, or an
    argument of a block in its regions."""
    scope = defining_scope(value)
    return scope is not None and op.is_ancestor(scope)


def parent_block(op: Operation) -> Block:
    """The block holding `op`, which the passes only ask of ops in a block."""
    block = op.parent_block()
    assert block is not None, "processed ops are always inside a block"
    return block


def defining_block(value: SSAValue) -> Block:
    """The block whose argument `value` is or whose op defines it."""
    owner = value.owner
    if type(owner) is Block:
        return owner
    return parent_block(cast(Operation, owner))
