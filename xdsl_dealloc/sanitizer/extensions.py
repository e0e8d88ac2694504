"""The public extension point: teach the sanitizer ops of other dialects.

An op the sanitizer has no implementation for is executed through its memory
effects: memref results it allocates become fresh heap allocations, memref
operands it frees are freed (with the double/invalid free checks), memref
operands it reads or writes are checked for use after free.  The effects come
from, in this order:

1. `register_memory_op(OpClass, effects)`: a function returning the op's
   `MemoryEffects`;
2. the op's xDSL memory-effect traits (`xdsl.traits.MemoryEffect`, e.g.
   `MemoryAllocEffect()`, or `EffectInstance`s with a value): an effect with
   a value applies to that value, one without applies to all memref results
   (ALLOC) or all memref operands (FREE, READ, WRITE).

This only works for ops without regions whose results are all allocated
memrefs; dynamic sizes of allocated results are taken from the op's `index`
operands, in order.  Anything else needs a real implementation: an
`xdsl.interpreter.InterpreterFunctions` registered with `register_functions`,
whose methods can use `xdsl_dealloc.sanitizer.interpreter.memory_of(interpreter)`
(`Memory.allocate`, `free`, `load`, `store`, `check_live`).

`register_allocation_scope(OpClass)` declares an op whose regions end the
lifetime of the `memref.alloca`s made in them (MLIR's
`AutomaticAllocationScope`), like `func.func`, `memref.alloca_scope`,
`scf.for` and `scf.parallel`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects import affine, func, memref, scf
from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.interpreter import InterpreterFunctions
from xdsl.ir import Operation, SSAValue
from xdsl.traits import IsTerminator, MemoryEffectKind, get_effects


@dataclass(frozen=True)
class MemoryEffects:
    """The memrefs an op allocates (results), frees, reads and writes (operands)."""

    allocated: tuple[SSAValue, ...] = ()
    freed: tuple[SSAValue, ...] = ()
    read: tuple[SSAValue, ...] = ()
    written: tuple[SSAValue, ...] = ()


EffectsFunction = Callable[[Operation], MemoryEffects]

_MEMORY_OPS: dict[type[Operation], EffectsFunction] = {}
_FUNCTIONS: list[InterpreterFunctions] = []
_ALLOCATION_SCOPES: set[type[Operation]] = {
    func.FuncOp,
    memref.AllocaScopeOp,
    scf.ForOp,
    scf.ParallelOp,
    affine.ForOp,
    affine.ParallelOp,
}


def register_memory_op(op_class: type[Operation], effects: EffectsFunction) -> None:
    """Executes ops of `op_class` through `effects`, overriding their traits."""
    _MEMORY_OPS[op_class] = effects


def register_functions(functions: InterpreterFunctions) -> None:
    """Adds (or overrides) interpreter implementations for every later run."""
    _FUNCTIONS.append(functions)


def register_allocation_scope(op_class: type[Operation]) -> None:
    """Allocas made in regions of `op_class` die when such a region finishes."""
    _ALLOCATION_SCOPES.add(op_class)


def registered_functions() -> tuple[InterpreterFunctions, ...]:
    return tuple(_FUNCTIONS)


def is_allocation_scope(op: Operation) -> bool:
    return type(op) in _ALLOCATION_SCOPES


def _is_memref(value: SSAValue) -> bool:
    return isinstance(value.type, MemRefType | UnrankedMemRefType)


def effects_from_traits(op: Operation) -> MemoryEffects | None:
    """The op's xDSL memory-effect traits, or None when they are unknown."""
    instances = get_effects(op)
    if instances is None:
        return None
    memref_results = tuple(r for r in op.results if _is_memref(r))
    memref_operands = tuple(o for o in op.operands if _is_memref(o))
    found: dict[MemoryEffectKind, list[SSAValue]] = {
        kind: [] for kind in MemoryEffectKind
    }
    for instance in instances:
        if isinstance(instance.value, SSAValue):
            found[instance.kind].append(instance.value)
        elif instance.value is None:
            everything = (
                memref_results
                if instance.kind is MemoryEffectKind.ALLOC
                else memref_operands
            )
            found[instance.kind].extend(everything)

    def unique(values: list[SSAValue]) -> tuple[SSAValue, ...]:
        return tuple(dict.fromkeys(values))

    return MemoryEffects(
        allocated=unique(found[MemoryEffectKind.ALLOC]),
        freed=unique(found[MemoryEffectKind.FREE]),
        read=unique(found[MemoryEffectKind.READ]),
        written=unique(found[MemoryEffectKind.WRITE]),
    )


def memory_effects_of(op: Operation) -> MemoryEffects | None:
    """How to execute an op without implementation, or None if it cannot be."""
    if op.regions or op.has_trait(IsTerminator):
        return None
    registered = _MEMORY_OPS.get(type(op))
    effects = registered(op) if registered is not None else effects_from_traits(op)
    if effects is None:
        return None
    if any(result not in effects.allocated for result in op.results):
        return None
    return effects
