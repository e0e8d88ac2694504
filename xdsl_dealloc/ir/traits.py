"""Traits the passes ask of many ops, answered once per op class: xDSL's
`has_trait` scans the class's traits with an `isinstance` each time."""

from __future__ import annotations

from functools import cache

from xdsl.ir import Operation
from xdsl.traits import IsolatedFromAbove


@cache
def _isolated_class(op_class: type[Operation]) -> bool:
    return op_class.has_trait(IsolatedFromAbove)


def is_isolated_from_above(op: Operation) -> bool:
    """`op.has_trait(IsolatedFromAbove)`: whether `op` is a function-like
    scope no value from outside reaches."""
    return _isolated_class(type(op))
