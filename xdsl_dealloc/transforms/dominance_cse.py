"""`dominance-cse`: common subexpression elimination along the dominator tree.

xDSL's `cse` only simplifies single-block regions, so a function with
`cf.br`/`cf.cond_br` keeps every duplicated constant, pointer extraction and
boolean op the deallocation lowering emits into its blocks.  This pass does
what MLIR's CSE does instead: in a region with several blocks it walks the
dominator tree, and an op without effects is replaced by an equivalent op of
a block that dominates its own, or earlier in its own block.  An op that
only reads is replaced only by an equivalent op earlier in its block with no
op that may write in between.  Nested regions see the enclosing scope unless
their op is `IsolatedFromAbove`; blocks unreachable from their region's entry
are left alone.  Equivalent ops have the same class, operands (in any
order for a `Commutative` op, as in MLIR), attributes, properties and result
types.  Unlike `cse` (and MLIR), it removes no dead op: the canonicalizer
does that.

The known ops live in one scoped table (a dict plus an undo log), so leaving
a dominator subtree or a nested region costs only what it added, and the
pass is linear in the number of ops; its inner loop is written for speed, as
it runs over every op of the module.

For example,

```mlir
%0 = arith.addi %a, %a : index
cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : index
  return %1 : index
^bb2:
  return %0 : index
```

becomes (the entry block dominates `^bb1`)

```mlir
%0 = arith.addi %a, %a : index
cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.return %0 : index
^bb2:
  func.return %0 : index
```
"""

from __future__ import annotations

from collections.abc import Hashable
from collections.abc import Set as AbstractSet

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import IRDLOperation
from xdsl.passes import ModulePass
from xdsl.traits import (
    Commutative,
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryAllocEffect,
    MemoryEffect,
    MemoryEffectKind,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    get_effects,
)

from xdsl_dealloc.analysis.cfg import dominator_tree
from xdsl_dealloc.ir.rebuild import move_uses

_Key = tuple[Hashable, ...]


_PURE, _READ, _WRITE, _SKIP, _COMMUTATIVE, _DYNAMIC, _NESTING, _ISOLATED = range(8)
"""What to do with an op.  The first four follow from its effects: look for
an equivalent op among the dominating ones (no effects); among the earlier
ones of its block since the last `_WRITE` (only reads); end that range
(writes, unknown effects); nothing (allocations, frees, terminators).
`_COMMUTATIVE` is `_PURE` with operands in any order, as in MLIR.  The others
say how to find out per op: from its effects, or, for ops that may have
regions, by walking them with or without the enclosing scope."""

_STATIC_EFFECT_TRAITS = (
    NoMemoryEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    MemoryAllocEffect,
    MemoryFreeEffect,
)
"""Traits whose effects depend only on the op's class."""


def _action(effects: AbstractSet[EffectInstance] | None) -> int:
    if effects is None:
        return _WRITE
    action = _PURE
    for effect in effects:
        kind = effect.kind
        if kind is MemoryEffectKind.WRITE:
            return _WRITE
        if kind is MemoryEffectKind.READ:
            if action == _PURE:
                action = _READ
        else:
            action = _SKIP
    return action


def _dynamic_action(op: Operation) -> int:
    """`_action(get_effects(op))`, with fewer intermediate sets."""
    traits = type(op).get_traits_of_type(MemoryEffect)
    if not traits:
        return _WRITE
    action = _PURE
    for trait in traits:
        trait_action = _action(trait.get_effects(op))
        if trait_action == _WRITE:
            return _WRITE
        if trait_action == _SKIP or action == _PURE:
            action = trait_action
    return action


def _class_action(op: Operation) -> int:
    """The action for every op of `op`'s class, so that traits are looked up
    once per class rather than per op."""
    op_class = type(op)
    if (
        not issubclass(op_class, IRDLOperation)
        or op_class.get_irdl_definition().regions
    ):
        # Unregistered ops claim every trait, so they count as isolated.
        return _ISOLATED if op_class.has_trait(IsolatedFromAbove) else _NESTING
    if op_class.get_trait(IsTerminator) is not None:
        return _SKIP
    if not all(
        next(c for c in type(trait).__mro__ if "get_effects" in vars(c))
        in _STATIC_EFFECT_TRAITS
        for trait in op_class.get_traits_of_type(MemoryEffect)
    ):
        return _DYNAMIC
    action = _action(get_effects(op))
    if action == _PURE and op_class.get_trait(Commutative) is not None:
        return _COMMUTATIVE
    return action


def _fingerprint(attributes: dict[str, Attribute]) -> Hashable:
    """A cheap stand-in for the attributes in the hash key; equal attributes
    give equal fingerprints, and ops whose fingerprints collide are compared.

    An `IntegerAttr` (the value of a constant, a comparison's predicate)
    hashes through nested dataclasses; its value alone is hashed.
    """
    if len(attributes) == 1:
        for name, value in attributes.items():
            if type(value) is IntegerAttr:
                return (name, value.value.data)
            return (name, value)
    return frozenset(attributes.items())


class DominanceCSE:
    """The walk's state: the scoped table of effect-free ops and the undo log
    that restores it when a scope ends."""

    def __init__(self) -> None:
        self.known: dict[_Key, Operation] = {}
        self.added: list[_Key] = []
        self.actions: dict[type[Operation], int] = {}
        self.removed = 0

    def simplify_regions_of(self, op: Operation) -> None:
        """Simplifies the regions of `op`, seeing no op outside them."""
        known, added = self.known, self.added
        for region in op.regions:
            # A fresh table, dropped whole rather than undone.
            self.known, self.added = {}, []
            self._simplify_region(region)
        self.known, self.added = known, added

    def _end_scope(self, mark: int) -> None:
        known, added = self.known, self.added
        while len(added) > mark:
            del known[added.pop()]

    def _simplify_region(self, region: Region) -> None:
        """Simplifies `region`, leaving in the table what its entry block
        added: the caller ends the scope (or drops the table)."""
        entry = region.first_block
        if entry is None:
            return
        if entry.next_block is None:
            self._simplify_block(entry)
            return

        # Blocks unreachable from the entry are left alone, as MLIR does:
        # dominance says nothing about them.
        order, idom = dominator_tree(entry)
        children: list[list[int]] = [[] for _ in order]
        for i in range(len(order) - 1, 0, -1):
            children[idom[i]].append(i)
        self._simplify_block(entry)
        # Pre-order walk of the entry's subtrees; -1 marks where a block's
        # subtree ends.
        marks: list[int] = []
        stack = children[0]
        while stack:
            i = stack.pop()
            if i < 0:
                self._end_scope(marks.pop())
                continue
            marks.append(len(self.added))
            stack.append(-1)
            self._simplify_block(order[i])
            stack.extend(children[i])

    def _simplify_block(self, block: Block) -> None:
        # The hot loop of the pass, written for speed: attribute lookups are
        # hoisted, the private links of xDSL's IR read directly (as xDSL's
        # own fast paths do), single-block regions walked without a detour.
        known = self.known
        added = self.added
        actions = self.actions
        # Read-only ops, replaceable only within the block and until an op
        # that may write: cleared at every such op.
        reads: dict[_Key, Operation] = {}
        op = block.first_op
        while op is not None:
            current, op = op, op._next_op  # pyright: ignore[reportPrivateUsage]
            op_class = type(current)
            action = actions.get(op_class)
            if action is None:
                action = actions[op_class] = _class_action(current)
            if action == _DYNAMIC:
                action = _dynamic_action(current)
            elif action >= _NESTING:
                if action == _ISOLATED:
                    self.simplify_regions_of(current)
                else:
                    for region in current.regions:
                        entry = region.first_block
                        if entry is None:
                            continue
                        mark = len(added)
                        if entry.next_block is None:
                            self._simplify_block(entry)
                        else:
                            self._simplify_region(region)
                        if len(added) > mark:
                            self._end_scope(mark)
                # Ops with regions are never replaced, but they may write.
                # (Their effects are those of their whole body; walking it
                # only when reads are pending keeps this cheap in practice.)
                if reads and _action(get_effects(current)) == _WRITE:
                    reads.clear()
                continue
            if action == _SKIP:
                continue
            if action == _WRITE:
                reads.clear()
                continue
            if op is None and current.successors:
                continue
            # Operands by identity, as ids: the pass makes no value, so a
            # value's id stays its own while a key holds it.
            operands = tuple(map(id, current._operands))  # pyright: ignore[reportPrivateUsage]
            if action == _COMMUTATIVE:
                if len(operands) != 2:
                    operands = tuple(sorted(operands))
                elif operands[0] > operands[1]:
                    operands = (operands[1], operands[0])
            attributes = current.attributes
            properties = current.properties
            key = (
                op_class,
                operands,
                _fingerprint(attributes) if attributes else None,
                _fingerprint(properties) if properties else None,
            )
            scoped = action != _READ
            table = known if scoped else reads
            existing = self._known_or_record(table, key, current, scoped)
            if existing is not None:
                self._merge(current, existing, operands, table, scoped)

    def _merge(
        self,
        op: Operation,
        existing: Operation,
        operands: tuple[int, ...],
        table: dict[_Key, Operation],
        scoped: bool,
    ) -> None:
        """Replaces `op` by `existing`, found under the same fingerprinted
        key, if they are equivalent; otherwise looks `op` up (or records it)
        under its exact key."""
        if not (
            existing.properties == op.properties
            and existing.attributes == op.attributes
            and [r.type for r in existing.results] == [r.type for r in op.results]
        ):
            key = (
                type(op),
                operands,
                frozenset(op.attributes.items()),
                frozenset(op.properties.items()),
                tuple([r.type for r in op.results]),
            )
            found = self._known_or_record(table, key, op, scoped)
            if found is None:
                return
            existing = found
        self._replace(op, existing)

    def _known_or_record(
        self, table: dict[_Key, Operation], key: _Key, op: Operation, scoped: bool
    ) -> Operation | None:
        """The op known under `key`, or None once `op` is recorded under it
        (in the undo log too if the table is scoped), or if `key` cannot be
        hashed (an unhashable attribute: never equivalent)."""
        try:
            existing = table.setdefault(key, op)
        except TypeError:
            return None
        if existing is op:
            if scoped:
                self.added.append(key)
            return None
        return existing

    def _replace(self, op: Operation, existing: Operation) -> None:
        for old, new in zip(op.results, existing.results, strict=True):
            if old.first_use is not None:
                move_uses(old, new)
        block = op.parent
        assert block is not None
        # Not `erase_op`: the results are unused, so there is nothing to
        # poison, and making the poison values would double the cost.
        block.detach_op(op)
        op.drop_all_references()
        self.removed += 1


class DominanceCSEPass(ModulePass):
    """Removes ops equivalent to an op that dominates them."""

    name = "dominance-cse"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        DominanceCSE().simplify_regions_of(op)
