"""The bookkeeping of ownership-based deallocation, beside its interface.

As in MLIR, `DeallocationState` lives with `BufferDeallocationOpInterface`:
the per-dialect models handle their ops through it alone, and the pass's
generic handlers (`xdsl_dealloc.transforms.deallocation_handlers`) use it
too.  It tracks, per (memref, block), the ownership of the memref in that
block, and per block the memrefs the block may have to deallocate; it builds
the deallocations and ownership-carrying clones through `DeallocationBuilder`.
The algorithm is the one of MLIR's ownership-based buffer deallocation
documentation.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.control_flow import FunctionOpInterface
from xdsl_dealloc.interfaces.deallocation_builder import DeallocationBuilder
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.memory_effects import is_fresh_allocation
from xdsl_dealloc.interfaces.ownership import Ownership
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.ir.booleans import constant_bool, is_constant_bool
from xdsl_dealloc.ir.types import is_memref, memref_values
from xdsl_dealloc.ir.values import defining_block, parent_block

_UNINITIALIZED = Ownership.uninitialized()


class LiveValues(Protocol):
    """The memrefs live into and out of each block, and across an edge, in
    definition order (the pass passes its
    `xdsl_dealloc.analysis.liveness.Liveness`, restricted to memrefs)."""

    def live_in(self, block: Block) -> Iterable[SSAValue]: ...

    def live_out(self, block: Block) -> Iterable[SSAValue]: ...

    def live_across(self, source: Block, target: Block) -> Iterable[SSAValue]: ...


def _always(op: Operation) -> bool:
    return True


@dataclass(frozen=True)
class DeallocationOptions:
    """How the pass treats functions and which allocations it manages.

    `is_relevant_allocation(op)` decides whether the buffers `op` allocates
    are owned (tracked) by this run; the others get ownership `false`, as in
    the "mixed allocations" scheme of the 2023 LLVM Developers' Meeting
    bufferization tutorial.  `is_relevant_deallocation` decides which
    existing deallocations are rejected (or removed, with
    `remove_existing_deallocations`); the others are left alone.
    """

    private_function_dynamic_ownership: bool = False
    remove_existing_deallocations: bool = False
    is_relevant_allocation: Callable[[Operation], bool] = field(default=_always)
    is_relevant_deallocation: Callable[[Operation], bool] = field(default=_always)
    name_allocations_directly: bool = False
    defer_base_buffers: bool = False
    """Deallocs name every memref itself, views included, which is not valid
    `bufferization.dealloc` IR: for a pipeline that simplifies the deallocs
    first and then names the base buffers of what is left
    (`name_base_buffers`), instead of building extract ops most of which
    the simplification drops.  Deallocs its canonicalization would drop at
    once are not built either (`build_dealloc`)."""


class DeallocationState:
    """Ownership bookkeeping for one function."""

    def __init__(
        self,
        function: Operation,
        liveness: LiveValues,
        options: DeallocationOptions,
        functions: dict[str, Operation],
        builder: DeallocationBuilder,
        *,
        left_to_program: frozenset[SSAValue] = frozenset(),
        handed_out: frozenset[tuple[Operation, int]] = frozenset(),
        never_owned: frozenset[SSAValue] = frozenset(),
        returned_sharing: Mapping[tuple[Operation, int, int], bool] | None = None,
        returned_never_owned: frozenset[tuple[Operation, int]] = frozenset(),
        result_views: Mapping[Operation, Mapping[int, int]] | None = None,
        handed_out_unless_foreign: Mapping[
            tuple[Operation, int], Callable[[InsertPoint], Sequence[SSAValue]]
        ]
        | None = None,
    ) -> None:
        self.function = function
        self.liveness = liveness
        self.options = options
        self.builder = builder
        self.functions = functions
        """The module's functions by name, to find a call's callee."""
        self.left_to_program = left_to_program
        """Allocation, call and isolated region op results whose buffers the program frees
        itself (a re-entrant run): never owned here."""
        self.handed_out = handed_out
        """(return op, operand index) the program returns as they are."""
        self.handed_out_unless_foreign = handed_out_unless_foreign or {}
        """(return op, operand index) -> builds the arguments, globals and
        unknown buffers the returned memref may be besides the buffers the
        program frees itself: handed out as it is unless it shares the
        buffer of one of them at run time."""
        self.never_owned = never_owned
        """Block arguments and region op results that cannot hold a buffer
        this run owns (re-entrant runs): ownership `false`, nothing to free."""
        self.returned_sharing = returned_sharing or {}
        """(return op, i, j), i < j: whether operands i and j of the return
        certainly share a buffer (True) or never do (False), as the aliasing
        analysis saw them before the run; pairs it cannot decide are absent."""
        self.returned_never_owned = returned_never_owned
        """(return op, i): operand i of the return only ever holds an
        argument's, a global's or a stack buffer: returned as a copy."""
        self.result_views = result_views or {}
        """Private functions -> {j: i}: their result j is their result i or a
        view of it, which the caller does not own."""
        # Keyed by `id`s: xDSL hashes IR objects in Python, and these are
        # asked for all the time.  `_held` keeps the keys' objects alive,
        # so that no `id` is reused while the state is.
        self._ownership: dict[tuple[int, int], Ownership] = {}
        self._constants: dict[tuple[int, bool], SSAValue] = {}
        self._held: list[SSAValue | Block] = []
        self._to_deallocate: dict[int, dict[int, SSAValue]] = {}
        """`id` of a block -> the memrefs it may have to free, by `id`, in
        the order they were added (the block `_held`)."""
        self._replaced: dict[int, SSAValue] = {}
        """`id` of an old result -> its replacement (the old one `_held`)."""
        self._unique: dict[int, Ownership] = {}
        """`id` of an indicator -> its unique ownership (which holds it),
        made once: most indicators are the few constants of a function."""

    # --- liveness, seen through the op replacements made so far -------------

    def record_replacement(self, old: Operation, new: Operation) -> None:
        """`new` replaced `old` (extra results): liveness still knows `old`."""
        for old_result, new_result in zip(old.results, new.results, strict=False):
            self._held.append(old_result)
            self._replaced[id(old_result)] = new_result

    def live_in(self, block: Block) -> list[SSAValue]:
        """The memrefs live into `block`."""
        return self._current(self.liveness.live_in(block))

    def live_out(self, block: Block) -> list[SSAValue]:
        """The memrefs live out of `block`."""
        return self._current(self.liveness.live_out(block))

    def _current(self, values: Iterable[SSAValue]) -> list[SSAValue]:
        replaced = self._replaced
        if not replaced:
            return list(values)
        return [replaced.get(id(v), v) for v in values]

    # --- ownership bookkeeping -------------------------------------------

    def get_ownership(self, value: SSAValue, block: Block) -> Ownership:
        return self._ownership.get((id(value), id(block)), _UNINITIALIZED)

    def update_ownership(
        self,
        value: SSAValue,
        ownership: Ownership | SSAValue,
        block: Block | None = None,
    ) -> None:
        """Joins `ownership` into the ownership of `value` in `block`
        (default: the block defining `value`)."""
        if isinstance(ownership, Ownership):
            joined = ownership
        elif (joined := self._unique.get(indicator := id(ownership))) is None:
            joined = self._unique[indicator] = Ownership(ownership)
        if block is None:
            block = defining_block(value)
        key = (id(value), id(block))
        known = self._ownership.get(key)
        if known is None:
            self._held += (value, block)
            self._ownership[key] = joined
        else:
            self._ownership[key] = known.combine(joined)

    def reset_ownerships(self, values: Iterable[SSAValue], block: Block) -> None:
        for value in values:
            self._ownership.pop((id(value), id(block)), None)

    def add_memref_to_deallocate(self, memref: SSAValue, block: Block) -> None:
        if (memrefs := self._to_deallocate.get(id(block))) is None:
            self._held.append(block)
            memrefs = self._to_deallocate[id(block)] = {}
        memrefs.setdefault(id(memref), memref)

    def constant(self, block: Block, value: bool) -> SSAValue:
        key = (id(block), value)
        if (known := self._constants.get(key)) is None:
            self._held.append(block)
            known = self._constants[key] = self.builder.constant(block, value)
        return known

    # --- queries used to build bufferization.dealloc ---------------------

    def memrefs_and_conditions_to_deallocate(
        self, block: Block, point: InsertPoint
    ) -> tuple[list[SSAValue], list[SSAValue]]:
        """Base buffers of the memrefs `block` may own, with their indicators."""
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        block_id = id(block)
        to_deallocate = self._to_deallocate.get(block_id)
        if not to_deallocate:
            return memrefs, conditions
        ownerships = self._ownership
        named_directly = self.options.defer_base_buffers
        for memref_id, memref in to_deallocate.items():
            indicator = ownerships.get((memref_id, block_id), _UNINITIALIZED).indicator
            if indicator is None:
                owner = memref.owner
                op = owner if isinstance(owner, Operation) else owner.parent_op()
                raise error(
                    op or self.function,
                    f"memref {memref} does not have a unique ownership at the end "
                    "of its block",
                )
            memrefs.append(
                memref if named_directly else self.dealloc_name(memref, point)
            )
            conditions.append(indicator)
        return memrefs, conditions

    def dealloc_name(self, memref: SSAValue, point: InsertPoint) -> SSAValue:
        """What a dealloc names to free `memref`'s buffer: its base buffer,
        built at `point`, or `memref` itself as the options allow."""
        if self.options.defer_base_buffers or (
            self.options.name_allocations_directly and is_fresh_allocation(memref)
        ):
            return memref
        return self.builder.base_buffer(memref, point)

    def memrefs_to_retain(
        self,
        from_block: Block,
        to_block: Block | None,
        forwarded: Sequence[SSAValue],
    ) -> list[SSAValue]:
        """Forwarded memrefs, then memrefs live out of `from_block` (and into
        `to_block`), each once.  Duplicates would make the retained value's
        ownership ambiguous (MLIR 22 fails on them)."""
        # By `id`: an SSA value hashes in Python.
        retained = {id(value): value for value in memref_values(forwarded)}
        live = (
            self.liveness.live_out(from_block)
            if to_block is None
            else self.liveness.live_across(from_block, to_block)
        )
        for value in self._current(live):
            retained.setdefault(id(value), value)
        return list(retained.values())

    def build_dealloc(
        self,
        block: Block,
        point: InsertPoint,
        memrefs: list[SSAValue],
        conditions: list[SSAValue],
        retained: list[SSAValue],
        *,
        update_ownerships: bool = False,
    ) -> list[SSAValue]:
        """Inserts a `bufferization.dealloc`; returns the retained values' new
        ownerships, folded to `false` when no condition can hold.  With
        `update_ownerships`, they also become the ownerships of the retained
        values in `block`."""
        updated = self._build_dealloc(block, point, memrefs, conditions, retained)
        if update_ownerships:
            self.reset_ownerships(retained, block)
            for value, ownership in zip(retained, updated, strict=True):
                self.update_ownership(value, ownership, block)
        return updated

    def _build_dealloc(
        self,
        block: Block,
        point: InsertPoint,
        memrefs: list[SSAValue],
        conditions: list[SSAValue],
        retained: list[SSAValue],
    ) -> list[SSAValue]:
        if self.options.defer_base_buffers:
            # The pipeline's canonicalization would drop these deallocs or
            # their memrefs at once; not building them saves the work.
            freed = [
                (memref, condition, known)
                for memref, condition in zip(memrefs, conditions, strict=True)
                if (known := constant_bool(condition)) is not False
            ]
            if not freed:
                return [self.constant(block, False)] * len(retained)
            if (
                len(freed) == 1
                and retained == [freed[0][0]]
                and freed[0][2] is not None
            ):
                # `dealloc (%m) if (%c) retain (%m)` frees nothing and leaves
                # `%m` owned iff `%c`.  (Only for a constant `%c`: another
                # condition may still be decided on the path to the dealloc
                # by the simplification, which needs the dealloc for that.)
                return [freed[0][1]]
            if len(freed) < len(memrefs):
                memrefs = [memref for memref, _, _ in freed]
                conditions = [condition for _, condition, _ in freed]
            # (No condition left is `false`.)
            return list(
                self.builder.dealloc(memrefs, conditions, retained, point).results
            )
        dealloc = self.builder.dealloc(memrefs, conditions, retained, point)
        if all(is_constant_bool(c, False) for c in conditions):
            return [self.constant(block, False)] * len(retained)
        return list(dealloc.results)

    def insert_dealloc_for_return_like(
        self, op: Operation, forwarded: Sequence[SSAValue]
    ) -> list[SSAValue]:
        """Deallocates before a terminator without successor blocks; returns the
        updated ownerships of the forwarded memrefs, in order."""
        block = parent_block(op)
        point = InsertPoint(block, op)
        memrefs, conditions = self.memrefs_and_conditions_to_deallocate(block, point)
        retained = self.memrefs_to_retain(block, None, forwarded)
        if not memrefs and not retained:
            return []
        updated = self.build_dealloc(
            block, point, memrefs, conditions, retained, update_ownerships=True
        )
        by_id = {
            id(value): ownership
            for value, ownership in zip(retained, updated, strict=True)
        }
        return [by_id[id(v)] for v in memref_values(forwarded)]

    def materialize_unique_ownership(
        self, memref: SSAValue, block: Block, point: InsertPoint
    ) -> tuple[SSAValue, SSAValue]:
        """`memref` (or a clone) with a unique ownership indicator in `block`."""
        owner = memref.owner
        if isinstance(owner, Operation):
            interface = get_interface(owner, BufferDeallocationOpInterface)
            if interface is not None:
                result = interface.materialize_unique_ownership(owner, self, memref)
                if result is not None:
                    return result
        ownership = self.get_ownership(memref, block)
        if ownership.is_unique:
            assert ownership.indicator is not None
            return memref, ownership.indicator
        clone = self.builder.clone(memref, point)
        true = self.constant(block, True)
        self.update_ownership(clone, true, block)
        self.add_memref_to_deallocate(clone, block)
        return clone, true

    def memref_with_guaranteed_ownership(
        self, memref: SSAValue, block: Block, point: InsertPoint
    ) -> SSAValue:
        """A memref equal to `memref` that `block` certainly owns, to hand out
        (return): `memref` itself when its ownership is `true`, otherwise a
        clone made when the ownership does not hold at run time.

        The guarded value takes over `memref`'s ownership: when it held,
        `memref`'s buffer leaves with the guarded value; when not, the block
        had nothing to free.  So `memref` is no longer owned here, and the
        block's dealloc needs no aliasing check for it (MLIR keeps it).
        """
        memref, ownership = self.materialize_unique_ownership(memref, block, point)
        known = constant_bool(ownership)
        if known is True:
            return memref
        if known is False:
            owned = self.builder.clone(memref, point)
        else:
            owned = self.builder.clone_unless_owned(ownership, memref, point)
            self.reset_ownerships([memref], block)
            self.update_ownership(memref, self.constant(block, False), block)
        self.update_ownership(owned, self.constant(block, True), block)
        self.add_memref_to_deallocate(owned, block)
        return owned

    def distinct_owned_results(
        self,
        op: Operation,
        block: Block,
        point: InsertPoint,
        handed_out: Container[int] = (),
    ) -> list[SSAValue]:
        """The function boundary ABI for the values `op` returns: every
        memref result is owned, and no two results share a buffer (the
        caller frees each).  The values at the indices `handed_out` are the
        program's to hand out (it frees them itself on other paths) and stay
        as they are.

        A result is its value, a copy made here, or (ownership known at run
        time only) either.  A copy shares no buffer with anything, so two
        results are compared at run time only where neither is certainly a
        copy and their values may share a buffer; where they certainly do,
        the later is copied without comparing."""
        views = self.result_views.get(self.function, {})
        results: list[SSAValue] = []
        may_be_value: list[tuple[int, SSAValue]] = []
        """(index, result) of the earlier results that may be their value's
        buffer rather than a copy."""
        for index, value in enumerate(op.operands):
            if not is_memref(value) or index in handed_out:
                results.append(value)
                continue
            if index in views:
                viewed = views[index]
                results.append(
                    self.builder.view_of(
                        value, op.operands[viewed], results[viewed], point
                    )
                )
                continue
            if self.returned_never_owned and (op, index) in self.returned_never_owned:
                owned = self.builder.clone(value, point)
            elif (
                self.handed_out_unless_foreign
                and (op, index) in self.handed_out_unless_foreign
            ):
                owned = self.builder.clone_unless_owned(
                    self.handed_out_unless_sharing(op, index, block, point),
                    value,
                    point,
                )
                self.reset_ownerships([value], block)
                self.update_ownership(value, self.constant(block, False), block)
            else:
                owned = self.memref_with_guaranteed_ownership(value, block, point)
            if owned is value or not is_fresh_allocation(owned):
                sharing = [
                    (self._values_share(op, earlier, index), result)
                    for earlier, result in may_be_value
                ]
                if owned is value and any(
                    known is True and result is op.operands[earlier]
                    for (known, result), (earlier, _) in zip(
                        sharing, may_be_value, strict=True
                    )
                ):
                    owned = self.builder.clone(owned, point)
                elif aliasing := [r for known, r in sharing if known is not False]:
                    shared = self.builder.shares_buffer_with_any(owned, aliasing, point)
                    keep = self.builder.booleans(point).not_(shared)
                    owned = self.builder.clone_unless_owned(keep, owned, point)
                if owned is value or not is_fresh_allocation(owned):
                    may_be_value.append((index, owned))
            if owned is not value:
                self.update_ownership(owned, self.constant(block, True), block)
                self.add_memref_to_deallocate(owned, block)
            results.append(owned)
        return results

    def handed_out_unless_sharing(
        self, op: Operation, index: int, block: Block, point: InsertPoint
    ) -> SSAValue:
        """Whether the caller may take operand `index` of the return `op`
        as it is (see `handed_out_unless_foreign`): this block owns it, or
        it shares no buffer with the foreign ones, so it is the program's
        (which the program hands out) or this run's."""
        value = op.operands[index]
        foreign = self.handed_out_unless_foreign[op, index](point)
        booleans = self.builder.booleans(point)
        not_foreign = booleans.not_(
            self.builder.shares_buffer_with_any(value, foreign, point)
        )
        ownership = self.get_ownership(value, block)
        if ownership.indicator is None:
            return not_foreign
        return booleans.or_(ownership.indicator, not_foreign)

    def _values_share(self, op: Operation, earlier: int, later: int) -> bool | None:
        """Whether operands `earlier` and `later` of the return `op` certainly
        share a buffer (True), never do (False), or may (None)."""
        first, second = op.operands[earlier], op.operands[later]
        if first is second:
            return True
        known = self.returned_sharing.get((op, earlier, later))
        if known is not None:
            return known
        return None if self.may_alias(first, second) else False

    def may_alias(self, lhs: SSAValue, rhs: SSAValue) -> bool:
        """False only when the two values certainly have different buffers:
        distinct allocations seen through views."""
        lhs_root, rhs_root = view_root(lhs), view_root(rhs)
        if lhs_root is rhs_root:
            return True
        return not (is_fresh_allocation(lhs_root) and is_fresh_allocation(rhs_root))


def has_dynamic_ownership(
    op: Operation, function: FunctionOpInterface | None = None
) -> bool:
    """Private functions with a body may pass ownership of their results."""
    function = function or get_interface(op, FunctionOpInterface)
    return (
        function is not None
        and not function.is_public(op)
        and function.body(op) is not None
    )
