"""Attach interface implementations to op classes defined elsewhere.

This is MLIR's "external model" mechanism: xDSL keeps an op's traits in a
mutable `OpTraits` set, so an implementation can be added after the class is
defined, by our per-dialect modules in `xdsl_dealloc.models` and in
exactly the same way by a downstream package for its own dialect.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar, cast

from xdsl.ir import Operation, OpTraits
from xdsl.traits import OpTrait

InterfaceT = TypeVar("InterfaceT", bound=OpTrait)
FactT = TypeVar("FactT")

_lookups: dict[tuple[type[Operation], type[OpTrait]], OpTrait | None] = {}
_class_caches: list[Callable[[], None]] = []
_deferred: list[tuple[tuple[type[OpTrait] | str, ...], Callable[[], None]]] = []


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
    try:
        return _lookups[type(op), kind]  # pyright: ignore[reportReturnType]
    except KeyError:
        return _look_up(type(op), kind)


def get_class_interface(
    op_class: type[Operation], kind: type[InterfaceT]
) -> InterfaceT | None:
    """`get_interface` of the ops of `op_class`."""
    try:
        return _lookups[op_class, kind]  # pyright: ignore[reportReturnType]
    except KeyError:
        return _look_up(op_class, kind)


def _look_up(op_class: type[Operation], kind: type[InterfaceT]) -> InterfaceT | None:
    """The first lookup of `kind` for `op_class`, remembered."""
    if _deferred:
        _attach_deferred(kind)
    found = _lookups[op_class, kind] = op_class.get_trait(kind)
    return found


def attach_on_first_lookup(
    interfaces: tuple[type[OpTrait] | str, ...], attach: Callable[[], None]
) -> None:
    """Defers `attach`, which registers models of `interfaces`, until
    `get_interface` first asks for one of them (or `register_interface`
    registers one, which then replaces the deferred model): models only
    some passes read, whose modules cost time to import, are then imported
    by the runs of those passes alone.  An interface may be named
    (`"package.module.Interface"`), so that deferring its models does not
    import its module either: until something imports that module, nothing
    can ask for the interface."""
    _deferred.append((interfaces, attach))


def _attach_deferred(kind: type[OpTrait]) -> None:
    """Runs the deferred attachments of models of `kind`, or of an
    interface it derives from or that derives from it."""
    for entry in list(_deferred):
        interfaces, attach = entry
        # An attachment may itself run the others (by a lookup of its own).
        if entry in _deferred and any(
            _related(kind, interface) for interface in interfaces
        ):
            _deferred.remove(entry)
            attach()


def _related(kind: type[OpTrait], interface: type[OpTrait] | str) -> bool:
    if isinstance(interface, str):
        module_name, _, class_name = interface.rpartition(".")
        module = sys.modules.get(module_name)
        if module is None:
            return False
        interface = cast(type[OpTrait], getattr(module, class_name))
    return issubclass(kind, interface) or issubclass(interface, kind)


def register_interface(op_class: type[Operation], implementation: OpTrait) -> None:
    """Makes `op.get_trait(type(implementation))` return `implementation`.

    Registering a second implementation of the same interface for the same op
    class replaces the first, so a downstream package may override ours.
    """
    interfaces = tuple(
        base for base in type(implementation).__mro__ if OpTrait in base.__bases__
    )
    if _deferred:
        for interface in interfaces:
            _attach_deferred(interface)
    add_traits(op_class, (implementation,), replacing=interfaces)


def add_traits(
    op_class: type[Operation],
    traits: Iterable[OpTrait],
    *,
    replacing: tuple[type[OpTrait], ...] = (),
) -> None:
    """Adds `traits` to `op_class`, after the traits it has, dropping those
    that are instances of a `replacing` kind.

    `Operation.get_trait` returns the first trait of the kind asked for, and
    xDSL asks some for every op it visits: verifying a `func.call` scans the
    module's functions for the callee's name, asking each for its
    `SymbolOpInterface`.  xDSL keeps traits in a `frozenset`, whose order
    depends on where the traits lie in memory and which a new member can
    reshuffle; here the class's own traits keep the order they were declared
    in and the added ones come last, so xDSL's lookups of its own traits
    cost no more than the class's author laid out (our models ahead of
    `func.func`'s symbol trait made verifying the 400-function benchmark
    module cost 4% more instructions).
    """
    ordered = [
        existing
        for existing in _own_order(op_class.traits)
        if not isinstance(existing, replacing)
    ]
    for trait in traits:
        if trait not in ordered:
            ordered.append(trait)
    _OrderedTraits.adopt(op_class.traits, tuple(ordered))


def _own_order(op_traits: OpTraits) -> list[OpTrait]:
    """The traits in their order: as declared (`gen_traits`) for a class
    whose traits this registry has not ordered yet, rather than the order of
    xDSL's `frozenset`, which depends on where the traits lie in memory;
    traits added to it since (xDSL's `add_trait`) follow."""
    if isinstance(op_traits, _OrderedTraits):
        return list(op_traits)
    current = op_traits.traits
    declared = [trait for trait in op_traits.gen_traits() if trait in current]
    return declared + [trait for trait in op_traits if trait not in declared]


class _OrderedTraits(OpTraits):
    """An op class's `OpTraits`, iterated in the order its traits were
    added.  `get_trait` iterates the traits of a class on every call, so
    this iterates a tuple directly, with no `frozenset` in between.

    The one patch of xDSL's trait storage (docs/architecture.md lists it
    for upstreaming): `adopt` gives an existing `OpTraits` object this
    class, since the object is shared and cannot be replaced, and keeps
    `OpTraits`'s own `frozenset` in step, which some xDSL code reads
    directly."""

    _order: tuple[OpTrait, ...]

    @staticmethod
    def adopt(op_traits: OpTraits, order: tuple[OpTrait, ...]) -> None:
        """Makes `op_traits` hold `order`, in place: the object may be
        shared, by the class's IRDL definition and by subclasses that
        inherit the class's traits, as xDSL's own `add_trait` assumes."""
        op_traits.__class__ = _OrderedTraits
        adopted = cast(_OrderedTraits, op_traits)
        adopted._order = order
        adopted._traits = frozenset(order)  # pyright: ignore[reportPrivateUsage]
        # What was derived from the traits before is stale now.
        _lookups.clear()
        for clear in _class_caches:
            clear()

    def __iter__(self) -> Iterator[OpTrait]:
        return iter(self._order)

    def add_trait(self, trait: OpTrait) -> None:
        if trait not in self.traits:
            _OrderedTraits.adopt(self, (*self._order, trait))
