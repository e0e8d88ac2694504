"""Attach interface implementations to op classes defined elsewhere.

This is MLIR's "external model" mechanism: xDSL keeps an op's traits in a
mutable `OpTraits` set, so an implementation can be added after the class is
defined, by our per-dialect modules in `xdsl_dealloc.interfaces.impl` and in
exactly the same way by a downstream package for its own dialect.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from xdsl.ir import Operation
from xdsl.traits import OpTrait

InterfaceT = TypeVar("InterfaceT", bound=OpTrait)
FactT = TypeVar("FactT")

_lookups: dict[tuple[type[Operation], type[OpTrait]], OpTrait | None] = {}
_class_caches: list[Callable[[], None]] = []


def cached_per_class(
    fact: Callable[[type[Operation]], FactT],
) -> Callable[[type[Operation]], FactT]:
    """`fact` of an op class, computed once per class: for what the passes
    derive from traits for every op they visit.  Forgotten whenever
    `register_interface` changes an op class's traits."""
    cached = functools.cache(fact)
    _class_caches.append(cached.cache_clear)
    return cached


def get_interface(op: Operation, kind: type[InterfaceT]) -> InterfaceT | None:
    """`op.get_trait(kind)`, cached per op class: the passes ask this for
    every op, and traits only change through `register_interface`."""
    key = (type(op), kind)
    try:
        found = _lookups[key]
    except KeyError:
        found = _lookups[key] = op.get_trait(kind)
    return found  # pyright: ignore[reportReturnType]


def register_interface(op_class: type[Operation], implementation: OpTrait) -> None:
    """Makes `op.get_trait(type(implementation))` return `implementation`.

    Registering a second implementation of the same interface for the same op
    class replaces the first, so a downstream package may override ours.
    """
    interfaces = [
        base for base in type(implementation).__mro__ if OpTrait in base.__bases__
    ]
    traits = op_class.traits
    kept = frozenset(
        existing
        for existing in traits
        if not any(isinstance(existing, interface) for interface in interfaces)
    )
    traits._traits = kept | {implementation}  # pyright: ignore[reportPrivateUsage]
    _lookups.clear()
    for clear in _class_caches:
        clear()
