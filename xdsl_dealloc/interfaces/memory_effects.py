"""Questions about memory effects that the passes and patterns share.

What an op allocates and frees (`allocated_results`, `freed_operands`) is
read from its own effects only, an unnamed one concerning all its memref
results (ALLOC) or operands (FREE): the recursive effects of region ops say
nothing about their results, and asking for them would walk the regions.
An allocation whose effect names `AutomaticAllocationScopeResource` (e.g.
`memref.alloca`) is freed automatically at the end of its scope.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryAllocEffect,
    MemoryEffect,
    MemoryEffectKind,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    RecursiveMemoryEffect,
)

from xdsl_dealloc.interfaces.buffer_deallocation import (
    AutomaticAllocationScopeResource,
)
from xdsl_dealloc.interfaces.registry import cached_per_class
from xdsl_dealloc.ir.types import memref_values
from xdsl_dealloc.ir.values import defining_op


def declares_no_effects(trait: MemoryEffect) -> bool:
    """Whether `trait` says its op has no memory effects whatever the op
    (`NoMemoryEffect`'s, not overridden): a class fact, no op needed."""
    return _declares_as(trait, NoMemoryEffect)


def never_dies(op_class: type[Operation]) -> bool:
    """Whether no op of `op_class` can go even with its results unused:
    its effects are unknown (no effect traits), or one of its traits
    always declares a write or a free (xDSL's `MemoryWriteEffect` and
    `MemoryFreeEffect`, not overridden): `has_only_result_effects` is false
    for each of them."""
    effects = _effect_traits(op_class)
    return not effects or any(
        _declares_as(trait, MemoryWriteEffect, MemoryFreeEffect) for trait in effects
    )


def never_has_effects(op_class: type[Operation]) -> bool:
    """Whether the ops of `op_class` are known to have no memory effects
    without looking at one (an op class with no effect traits has unknown
    effects)."""
    effects = _effect_traits(op_class)
    return bool(effects) and all(declares_no_effects(trait) for trait in effects)


def _declares_as(trait: MemoryEffect, *constant_traits: type[MemoryEffect]) -> bool:
    """Whether `trait` declares its effects with the `get_effects` of one of
    `constant_traits` (xDSL traits whose effects are the same for every op),
    not an override of it."""
    declared = type(trait).get_effects.__func__
    return any(declared is known.get_effects.__func__ for known in constant_traits)


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


_CONSTANT_KINDS: tuple[tuple[type[MemoryEffect], tuple[MemoryEffectKind, ...]], ...] = (
    (NoMemoryEffect, ()),
    (MemoryReadEffect, (MemoryEffectKind.READ,)),
    (MemoryWriteEffect, (MemoryEffectKind.WRITE,)),
    (MemoryAllocEffect, (MemoryEffectKind.ALLOC,)),
    (MemoryFreeEffect, (MemoryEffectKind.FREE,)),
)

EFFECT_KINDS = "effect_kinds"
"""A `MemoryEffect` trait class whose `get_effects` decides per op may name,
in a class attribute of this name, the kinds of effect it can return (a
frozenset of `MemoryEffectKind`), promising it never returns None: the
passes then need not ask an op for effects of other kinds."""


def _declared_kinds(trait: MemoryEffect) -> frozenset[MemoryEffectKind] | None:
    """The kinds of effect `trait` can give any op, when its class tells
    (xDSL's constant traits, or `EFFECT_KINDS`); None otherwise."""
    declared: frozenset[MemoryEffectKind] | None = getattr(
        type(trait), EFFECT_KINDS, None
    )
    if declared is not None:
        return declared
    for known, kinds in _CONSTANT_KINDS:
        if _declares_as(trait, known):
            return frozenset(kinds)
    return None


@cached_per_class
def _own_effect_kinds(op_class: type[Operation]) -> frozenset[MemoryEffectKind] | None:
    """The kinds of the own effects the ops of `op_class` can have, when
    their traits tell without an op (`_declared_kinds`); None when a trait
    decides per op.  The passes ask every op they visit whether it
    allocates or frees, and most declare neither."""
    kinds: set[MemoryEffectKind] = set()
    for trait in _own_effect_traits(op_class):
        declared = _declared_kinds(trait)
        if declared is None:
            return None
        kinds.update(declared)
    return frozenset(kinds)


@cached_per_class
def may_allocate(op_class: type[Operation]) -> bool:
    """Whether an op of `op_class` may allocate (`allocated_results` is
    empty for all others), decided without an op (a kind of effect, an
    `Enum`, hashes in Python)."""
    kinds = _own_effect_kinds(op_class)
    return kinds is None or MemoryEffectKind.ALLOC in kinds


@cached_per_class
def can_free(op_class: type[Operation]) -> bool:
    """Whether an op of `op_class` may free an operand (`freed_operands`
    is empty for all others), decided without an op."""
    kinds = _own_effect_kinds(op_class)
    return kinds is None or MemoryEffectKind.FREE in kinds


@cached_per_class
def effects_always_known(op_class: type[Operation]) -> bool:
    """Whether xDSL's `get_effects` is never None for an op of `op_class`:
    it has effect traits, and each tells its kinds (`_declared_kinds`)."""
    traits = _effect_traits(op_class)
    return bool(traits) and all(_declared_kinds(trait) is not None for trait in traits)


def _effects_on(op: Operation, kind: MemoryEffectKind) -> list[EffectInstance]:
    """The op's own effects of `kind`, without those of nested ops."""
    kinds = _own_effect_kinds(type(op))
    if kinds is not None and kind not in kinds:
        return []
    return _declared_effects(op, kind)


def _declared_effects(op: Operation, kind: MemoryEffectKind) -> list[EffectInstance]:
    """`_effects_on` once the op's class is known to have effects of `kind`
    (or may have any)."""
    return [
        effect
        for trait in _own_effect_traits(type(op))
        for effect in trait.get_effects(op) or ()
        if effect.kind is kind
    ]


def allocated_results(op: Operation) -> list[tuple[SSAValue, bool]]:
    """Memref results `op` allocates, each with whether it is automatically freed.

    An allocate effect that names no value applies to every memref result.
    """
    allocated: list[tuple[SSAValue, bool]] = []
    if not may_allocate(type(op)):
        return allocated
    results = memref_values(op.results)
    if not results:
        # Most ops the passes ask about have none; their effects (linalg's
        # are built per op) need not be asked for.
        return allocated
    effects = _declared_effects(op, MemoryEffectKind.ALLOC)
    for result in results:
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
    if not can_free(type(op)):
        return []
    operands = memref_values(op.operands)
    if not operands:
        return operands
    effects = _effects_on(op, MemoryEffectKind.FREE)
    return [
        operand
        for operand in operands
        if any(e.value is None or e.value is operand for e in effects)
    ]


def is_fresh_allocation(value: SSAValue) -> bool:
    """Whether `value` is the result of an op allocating it (alloc, alloca, ...)."""
    owner = defining_op(value)
    return owner is not None and any(
        result is value for result, _ in allocated_results(owner)
    )


def may_write_or_free(op: Operation) -> bool:
    """Whether `op` (or an op nested in it) may write or free memory.

    Ops with unknown effects (calls, unregistered ops) are assumed to do both.
    """
    return _may_have(op, (MemoryEffectKind.WRITE, MemoryEffectKind.FREE))


def may_write(op: Operation) -> bool:
    """Whether `op` (or an op nested in it) may write memory; ops with unknown
    effects are assumed to."""
    return _may_have(op, (MemoryEffectKind.WRITE,))


def _may_have(op: Operation, kinds: tuple[MemoryEffectKind, ...]) -> bool:
    return _may_have_effect(op, lambda effect: effect.kind in kinds)


def has_only_result_effects(root: Operation) -> bool:
    """xDSL's `result_only_effects`: whether `root` (with the ops nested in
    it) has known effects, all of them reads or allocations of values it
    defines, so that it can go once its results are unused."""

    def observable(effect: EffectInstance) -> bool:
        if effect.kind is MemoryEffectKind.READ:
            return False
        value = effect.value
        return not (
            effect.kind is MemoryEffectKind.ALLOC
            and isinstance(value, SSAValue)
            and root.is_ancestor(value.owner)
        )

    return not _may_have_effect(root, observable)


@cached_per_class
def _effect_traits(op_class: type[Operation]) -> tuple[MemoryEffect, ...]:
    return tuple(op_class.get_traits_of_type(MemoryEffect))


def _may_have_effect(root: Operation, wanted: Callable[[EffectInstance], bool]) -> bool:
    """Whether `get_effects(root)` is unknown or has an effect `wanted`
    accepts, found without collecting every effect of every nested op: a
    canonicalization sweep asks this of every region op it visits."""
    pending = [root]
    while pending:
        op = pending.pop()
        traits = _effect_traits(type(op))
        if not traits:
            return True
        for trait in traits:
            if type(trait) is RecursiveMemoryEffect:
                # Following the links: xDSL's block and op iterators cost
                # more than the visit.
                for region in op.regions:
                    block = region.first_block
                    while block is not None:
                        nested = block.first_op
                        while nested is not None:
                            pending.append(nested)
                            nested = nested.next_op
                        block = block.next_block
                continue
            effects = trait.get_effects(op)
            if effects is None or any(wanted(effect) for effect in effects):
                return True
    return False
