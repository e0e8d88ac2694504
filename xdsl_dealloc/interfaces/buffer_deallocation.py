"""What the deallocation pass needs to know about ops beyond control flow.

* `BufferDeallocationOpInterface`: an op takes over its own processing (as
  `arith.select`, `cf.cond_br` and `scf.reduce.return` do) and/or knows how to
  give a memref it defines a unique ownership indicator.
* Memory effects come from xDSL's `MemoryEffect` traits.  An allocation whose
  effect names `AutomaticAllocationScopeResource` (e.g. `memref.alloca`) is
  freed automatically at the end of its `AutomaticAllocationScope`, so the
  pass never owns it.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    OpTrait,
    RecursiveMemoryEffect,
    Resource,
)

from xdsl_dealloc.interfaces.registry import cached_per_class

if TYPE_CHECKING:
    from xdsl_dealloc.interfaces.deallocation_state import DeallocationState


class AutomaticAllocationScopeResource(Resource):
    """Memory released when the enclosing automatic allocation scope ends."""

    def name(self) -> str:
        return "AutomaticAllocationScope"


class AutomaticAllocationScope(OpTrait):
    """Marks ops (functions, `memref.alloca_scope`) that free their allocas on exit."""


class BufferDeallocationOpInterface(OpTrait, abc.ABC):
    """Op-specific handling in the ownership-based deallocation pass."""

    def unsupported_reason(self, op: Operation) -> str | None:
        """Why the pass cannot process `op`, if it cannot (asked before
        anything is rewritten)."""
        return None

    def process(self, op: Operation, state: DeallocationState) -> Operation | None:
        """Processes `op` instead of the pass's generic handlers, through
        `state`; None (the default) leaves `op` to them.

        Returns the op that replaced `op` (or `op` itself).  Ownerships of
        memref results left uninitialized are filled in by the pass.  Raise a
        `DiagnosticException` for unsupported input.
        """
        return None

    def materialize_unique_ownership(
        self, op: Operation, state: DeallocationState, memref: SSAValue
    ) -> tuple[SSAValue, SSAValue] | None:
        """A memref equal to `memref` and its unique ownership indicator, or
        None for the default (clone when the ownership is not unique).  IR may
        be inserted right after `op`."""
        return None


_MEMREF_TYPES = (MemRefType, UnrankedMemRefType)
_is_memref_class: dict[type[Attribute], bool] = {}


def is_memref_type(attribute: Attribute) -> bool:
    """Whether `attribute` is a ranked or unranked memref type.  Known per
    attribute class: xDSL's IR classes are ABCs, and an `isinstance` against
    one that fails runs a Python `__instancecheck__`; the passes ask this of
    most values they look at."""
    attribute_class = type(attribute)
    known = _is_memref_class.get(attribute_class)
    if known is None:
        known = _is_memref_class[attribute_class] = issubclass(
            attribute_class, _MEMREF_TYPES
        )
    return known


def is_memref(value: SSAValue) -> bool:
    return is_memref_type(value.type)


_TENSOR_TYPES = (TensorType, UnrankedTensorType)
_is_tensor_class: dict[type[Attribute], bool] = {}


def is_tensor_type(attribute: Attribute) -> bool:
    """Whether `attribute` is a ranked or unranked tensor type, known per
    attribute class as `is_memref_type` is: One-Shot Bufferize asks this of
    every operand and result of every op, many times."""
    attribute_class = type(attribute)
    known = _is_tensor_class.get(attribute_class)
    if known is None:
        known = _is_tensor_class[attribute_class] = issubclass(
            attribute_class, _TENSOR_TYPES
        )
    return known


def is_tensor(value: SSAValue) -> bool:
    return is_tensor_type(value.type)


def memref_values(values: Sequence[SSAValue]) -> list[SSAValue]:
    return [v for v in values if is_memref(v)]


@cached_per_class
def _own_effect_traits(op_class: type[Operation]) -> tuple[MemoryEffect, ...]:
    """The effect traits of an op class, but for recursive ones: a recursive
    effect like scf.for's says nothing about the op's own results.  (Traits
    are per class; the passes ask for every op they visit.)"""
    return tuple(
        trait
        for trait in op_class.get_traits_of_type(MemoryEffect)
        if not isinstance(trait, RecursiveMemoryEffect)
    )


def _effects_on(op: Operation, kind: MemoryEffectKind) -> list[EffectInstance]:
    """The op's own effects of `kind`, without those of nested ops."""
    return [
        effect
        for trait in _own_effect_traits(type(op))
        for effect in trait.get_effects(op) or ()
        if effect.kind == kind
    ]


def allocated_results(op: Operation) -> list[tuple[SSAValue, bool]]:
    """Memref results `op` allocates, each with whether it is automatically freed.

    An allocate effect that names no value applies to every memref result.
    """
    allocated: list[tuple[SSAValue, bool]] = []
    effects = _effects_on(op, MemoryEffectKind.ALLOC)
    for result in memref_values(op.results):
        for effect in effects:
            if effect.value is None or effect.value is result:
                automatic = isinstance(
                    effect.resource, AutomaticAllocationScopeResource
                )
                allocated.append((result, automatic))
                break
    return allocated


def freed_operands(op: Operation) -> list[SSAValue]:
    """Memref operands `op` may free (a free effect naming no value frees all)."""
    effects = _effects_on(op, MemoryEffectKind.FREE)
    return [
        operand
        for operand in memref_values(op.operands)
        if any(e.value is None or e.value is operand for e in effects)
    ]
