"""Whether a value is a constant, as the patterns and their gates ask it
(`prechecked`, `region_values`)."""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.traits import ConstantLike

from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.values import defining_op


def defined_by_constant(value: SSAValue) -> bool:
    """Whether `value` is a result of a `ConstantLike` op."""
    owner = defining_op(value)
    return owner is not None and is_constant(owner)


def is_constant(op: Operation) -> bool:
    """Whether `op` is `ConstantLike`."""
    return get_interface(op, ConstantLike) is not None
