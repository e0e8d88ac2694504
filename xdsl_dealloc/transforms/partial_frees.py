"""Buffers a program frees on some paths only, which the ownership pass
then frees on every path (re-entrant runs).

The pass leaves a buffer the program frees to the program (ownership
`false`, never freed by the pass).  A buffer the program frees on some
paths and neither frees nor returns on others would leak on those.  For
such buffers the program's frees are erased before the pass runs, as
`remove-existing-deallocations` would erase them for those buffers alone,
and the pass owns them on every path.  A buffer the program frees on
every path stays the program's (so that a second run of the pipeline
decides no more at run time than the first).

Buffers are taken over in groups: the buffer origins (`BufferOriginAnalysis`)
linked by a free that may free any of them (a free of a block argument
that is either of two allocations links the two).  A group is taken over
only when erasing its frees frees nothing else: every one of its frees is
a plain `memref.dealloc` and every origin is a relevant heap allocation of
the function, not inside an op whose regions no interface describes (an
isolated region op's region is looked at on its own, as the pass
deallocates it).  `bufferization.dealloc` (the pass's own output
before lowering, whose frees hang on ownership conditions) keeps its
buffers the program's, as before; reallocs are expanded before this
runs, into plain frees.  Only the
choice of buffers to take over is heuristic (`_freed_on_every_path`):
taking one over is always safe.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, Operation, Region, SSAValue

from xdsl_dealloc.analysis.buffer_aliasing import (
    BufferOrigin,
    BufferOriginAnalysis,
    OriginKind,
)
from xdsl_dealloc.analysis.path_conditions import EVALUATION_DEPTH, evaluate
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from xdsl_dealloc.interfaces.memory_effects import (
    allocated_results,
    can_free,
    freed_operands,
)
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.ir.types import is_memref
from xdsl_dealloc.transforms.canonicalization.dealloc import base_buffer_source
from xdsl_dealloc.transforms.deallocation_handlers import is_isolated_region_op

MAX_PATH_STATES = 4096
"""How many (program point, values holding the buffer) states the search of
one buffer's paths visits before it gives up: the buffer is then taken
over, which is always safe."""


def frees_to_take_over(
    body: Region,
    freeing: Iterable[Operation],
    aliasing: BufferOriginAnalysis,
    is_relevant_allocation: Callable[[Operation], bool],
    is_relevant_deallocation: Callable[[Operation], bool],
) -> list[Operation]:
    """The program's frees in `body` (among `freeing`, its `freeing_ops`) of
    the buffers it frees on some paths only (see the module), which the
    pass erases and replaces by its own.  A free inside an isolated region
    op is looked at within its region, which the pass deallocates on its
    own like a function body (its exits are the region's)."""
    by_region: dict[Region, list[Operation]] = {}
    for op in freeing:
        by_region.setdefault(_deallocated_region(op, body), []).append(op)
    return [
        free
        for region, frees in by_region.items()
        for free in _partial_frees(
            region, frees, aliasing, is_relevant_allocation, is_relevant_deallocation
        )
    ]


def _deallocated_region(op: Operation, body: Region) -> Region:
    """The region `op` is deallocated with: that of the innermost isolated
    region op around it, or `body`."""
    region = op.parent_region()
    while region is not None and region is not body:
        parent = region.parent_op()
        if parent is None:
            break
        if is_isolated_region_op(parent):
            return region
        region = parent.parent_region()
    return body


def _partial_frees(
    body: Region,
    freeing: Iterable[Operation],
    aliasing: BufferOriginAnalysis,
    is_relevant_allocation: Callable[[Operation], bool],
    is_relevant_deallocation: Callable[[Operation], bool],
) -> list[Operation]:
    """`frees_to_take_over` within one region deallocated as a whole."""
    frees: list[tuple[Operation, frozenset[BufferOrigin]]] = []
    # Every freeing op links the buffers it may free, relevant or not: a
    # buffer some other kind of free may free is not taken over.
    for op in freeing:
        if operands := freed_operands(op):
            origins = frozenset(o for v in operands for o in aliasing.origins(v))
            frees.append((op, origins))
    taken: list[Operation] = []
    for group, group_frees in _groups(frees):
        if (
            all(
                _can_take_over_free(op, body, is_relevant_deallocation)
                for op in group_frees
            )
            and all(
                _is_own_allocation(origin, body, is_relevant_allocation)
                for origin in group
            )
            and not all(
                _freed_on_every_path(origin, body, aliasing) for origin in group
            )
        ):
            taken.extend(group_frees)
    return taken


def _groups(
    frees: Sequence[tuple[Operation, frozenset[BufferOrigin]]],
) -> list[tuple[set[BufferOrigin], list[Operation]]]:
    """The origins linked by frees that may free several of them, each with
    the frees that may free any of them."""
    parent: dict[BufferOrigin, BufferOrigin] = {}

    def find(origin: BufferOrigin) -> BufferOrigin:
        parent.setdefault(origin, origin)
        while parent[origin] != origin:
            origin = parent[origin]
        return origin

    for _, origins in frees:
        first, *rest = origins or (None,)
        if first is None:
            continue
        for origin in rest:
            parent[find(origin)] = find(first)
    groups: dict[BufferOrigin, tuple[set[BufferOrigin], list[Operation]]] = {}
    for op, origins in frees:
        if origins:
            groups.setdefault(find(next(iter(origins))), (set(), []))[1].append(op)
    for origin in parent:
        if (group := groups.get(find(origin))) is not None:
            group[0].add(origin)
    return list(groups.values())


def _can_take_over_free(
    op: Operation,
    body: Region,
    is_relevant_deallocation: Callable[[Operation], bool],
) -> bool:
    """A relevant plain `memref.dealloc` on a path the search follows."""
    return (
        type(op) is memref.DeallocOp
        and is_relevant_deallocation(op)
        and _is_followed(op, body)
    )


def _is_own_allocation(
    origin: BufferOrigin,
    body: Region,
    is_relevant_allocation: Callable[[Operation], bool],
) -> bool:
    """A heap allocation of a tracked kind, made on a path the search
    follows."""
    point = origin.point
    return (
        origin.kind is OriginKind.ALLOCATION
        and point is not None
        and is_relevant_allocation(point)
        and any(
            result is origin.identity and not automatic
            for result, automatic in allocated_results(point)
        )
        and _is_followed(point, body)
    )


def _is_followed(op: Operation, body: Region) -> bool:
    """Whether every op enclosing `op` below `body` is a region-branch op
    (whose regions' control flow an interface describes)."""
    region = op.parent_region()
    while region is not body:
        if region is None or (parent := region.parent_op()) is None:
            return False
        if get_interface(parent, RegionBranchOpInterface) is None:
            return False
        region = parent.parent_region()
    return True


class _Point(NamedTuple):
    """About to run op `position` of `block`, on a path where `holders` hold
    the buffer (views of them hold it too) and the `i1` values of `facts`
    are known (conditions of the branches taken, ownerships passed on)."""

    block: Block
    position: int
    holders: frozenset[SSAValue]
    facts: frozenset[tuple[SSAValue, bool]]


def _freed_on_every_path(
    origin: BufferOrigin,
    body: Region,
    aliasing: BufferOriginAnalysis,
) -> bool:
    """Whether every path from the allocation `origin` to a return of the
    function frees the buffer (a free of a value holding it on that path)
    or returns a memref that may be it.  Conditions are followed as far as
    the path decides them (the pass's own output frees under ownerships it
    passes along with the buffers); a branch on a pointer comparison the
    path does not decide is taken as covering (`_State.decides`)."""
    allocation = origin.point
    assert allocation is not None and isinstance(origin.identity, SSAValue)
    block = allocation.parent_block()
    assert block is not None
    search = _PathSearch(allocation, body, origin, aliasing)
    start = _Point(
        block,
        block.get_operation_index(allocation) + 1,
        frozenset([origin.identity]),
        frozenset(),
    )
    pending = [start]
    seen = {start}
    while pending:
        successors = search.successors(pending.pop())
        if successors is None:
            return False
        for successor in successors:
            if successor not in seen:
                if len(seen) >= MAX_PATH_STATES:
                    return False
                seen.add(successor)
                pending.append(successor)
    return True


class _State:
    """What a path knows while it runs through one block."""

    __slots__ = ("holders", "facts")

    def __init__(self, holders: set[SSAValue], facts: dict[SSAValue, bool]):
        self.holders = holders
        self.facts = facts

    def holds(self, value: SSAValue) -> bool:
        return value in self.holders or _buffer(value) in self.holders

    def forget(self, values: Iterable[SSAValue]) -> None:
        """`values` are defined anew."""
        for value in values:
            self.holders.discard(value)
            self.facts.pop(value, None)

    def copy(self) -> _State:
        return _State(set(self.holders), dict(self.facts))

    def at(self, block: Block, position: int) -> _Point:
        """The path, with what it knows now, about to run op `position` of
        `block`."""
        return _Point(
            block, position, frozenset(self.holders), frozenset(self.facts.items())
        )

    def forward(
        self, inputs: Sequence[SSAValue], operands: Sequence[SSAValue]
    ) -> _State | None:
        """The state once `operands` are passed to `inputs`."""
        if len(inputs) != len(operands):
            return None
        held = [i for i, o in zip(inputs, operands, strict=True) if self.holds(o)]
        known = [
            (i, known)
            for i, o in zip(inputs, operands, strict=True)
            if i.type == i1 and (known := evaluate(o, self.facts)) is not None
        ]
        state = self.copy()
        state.forget(inputs)
        state.holders.update(held)
        state.facts.update(known)
        return state

    def decides(self, conditions: Iterable[SSAValue]) -> bool:
        """Whether the path follows `conditions`: it does not where one it
        does not know compares pointers (see `_compares_pointers`); such a
        branch is taken as freeing or handing on the buffer, as the pass's
        output does, and its buffers stay the program's."""
        return not any(
            evaluate(c, self.facts) is None and _compares_pointers(c)
            for c in conditions
        )

    def assume(self, facts: Mapping[SSAValue, bool]) -> _State | None:
        """The state where `facts` hold too; None if they cannot."""
        state = self.copy()
        for value, known in facts.items():
            if not state._assume(value, known, EVALUATION_DEPTH):
                return None
        return state

    def _assume(self, value: SSAValue, known: bool, depth: int) -> bool:
        current = evaluate(value, self.facts)
        if current is not None:
            return current is known
        self.facts[value] = known
        owner = value.owner
        if depth == 0 or not isinstance(owner, Operation):
            return True
        depth -= 1
        if isinstance(owner, arith.AndIOp | arith.OrIOp):
            # A conjunction that holds (a disjunction that fails) decides
            # both; otherwise one known operand decides the other.
            both = known is isinstance(owner, arith.AndIOp)
            for part, other in ((owner.lhs, owner.rhs), (owner.rhs, owner.lhs)):
                if (
                    both or evaluate(other, self.facts) is (not known)
                ) and not self._assume(part, known, depth):
                    return False
        elif isinstance(owner, arith.XOrIOp):
            for part, other in ((owner.lhs, owner.rhs), (owner.rhs, owner.lhs)):
                if (decided := evaluate(other, self.facts)) is not None:
                    return self._assume(part, known != decided, depth)
        return True


def _buffer(value: SSAValue) -> SSAValue:
    """The memref no view of another whose buffer `value` is: through views
    and the base buffers `extract_strided_metadata` gives (the pipeline's
    frees name those)."""
    while True:
        root = view_root(value)
        if (source := base_buffer_source(root)) is None:
            return root
        value = source


def _compares_pointers(value: SSAValue, depth: int = EVALUATION_DEPTH) -> bool:
    """Whether the `i1` `value` is made of a comparison of pointers (through
    `arith` boolean ops): the pass's own bookkeeping of buffers it may not
    own, which frees a buffer on the paths where another memref is not
    it, and hands it on with that memref on the others."""
    owner = value.owner
    if isinstance(owner, arith.CmpiOp):
        return any(
            isinstance(operand.owner, memref.ExtractAlignedPointerAsIndexOp)
            for operand in owner.operands
        )
    return (
        depth > 0
        and isinstance(
            owner, arith.AndIOp | arith.OrIOp | arith.XOrIOp | arith.SelectOp
        )
        and any(_compares_pointers(o, depth - 1) for o in owner.operands)
    )


class _PathSearch:
    """Follows the paths of one buffer (see `_freed_on_every_path`)."""

    __slots__ = ("allocation", "body", "origin", "aliasing")

    def __init__(
        self,
        allocation: Operation,
        body: Region,
        origin: BufferOrigin,
        aliasing: BufferOriginAnalysis,
    ):
        self.allocation = allocation
        self.body = body
        self.origin = origin
        self.aliasing = aliasing

    def successors(self, point: _Point) -> list[_Point] | None:
        """Where the path goes from `point` without freeing or returning the
        buffer; None if it may reach the function's end without either,
        lose every value holding it, or go where the search cannot follow."""
        state = _State(set(point.holders), dict(point.facts))
        ops = list(point.block.ops)
        for index in range(point.position, len(ops)):
            op = ops[index]
            if can_free(type(op)) and any(state.holds(v) for v in freed_operands(op)):
                return []
            state.forget(op.results)
            if not state.holders:
                return None
            region_branch = get_interface(op, RegionBranchOpInterface)
            if region_branch is not None and op.regions:
                return self._entering(op, region_branch, index, state)
            if op is point.block.last_op:
                return self._leaving_block(op, point.block, state)
        return None

    def _entering(
        self,
        op: Operation,
        interface: RegionBranchOpInterface,
        index: int,
        state: _State,
    ) -> list[_Point] | None:
        """Where the region-branch op `op` (op `index` of its block) goes
        first: the entry of a region, or past the op.  An op entering one
        region under one condition, or none (`scf.if` without `else`), goes
        past it where the condition fails."""
        successors = interface.successors(op, None)
        facts: dict[Region | None, Mapping[SSAValue, bool]] = {
            successor.region: interface.facts_on_entry(op, successor.region)
            for successor in successors
            if successor.region is not None
        }
        if len(facts) == 1 and len(only := next(iter(facts.values()))) == 1:
            ((condition, holds),) = only.items()
            facts[None] = {condition: not holds}
        if not state.decides(c for f in facts.values() for c in f):
            return []
        found: list[_Point] = []
        for successor in successors:
            entered = state.forward(
                successor.inputs, interface.entry_operands(op, successor)
            )
            if entered is None:
                return None
            entered = entered.assume(facts.get(successor.region, {}))
            if entered is not None:
                found.append(_next_point(op, successor.region, index, entered))
        return found

    def _leaving_block(
        self, terminator: Operation, block: Block, state: _State
    ) -> list[_Point] | None:
        branch = get_interface(terminator, BranchOpInterface)
        if branch is not None and terminator.successors:
            if not state.decides(
                condition
                for position in range(len(terminator.successors))
                for condition in branch.facts_on_edge(terminator, position)
            ):
                return []
            found: list[_Point] = []
            for position, successor in enumerate(terminator.successors):
                operands = branch.successor_operands(terminator, position)
                inputs = successor.args[len(successor.args) - len(operands) :]
                taken = state.assume(branch.facts_on_edge(terminator, position))
                if taken is None:
                    continue
                if (taken := taken.forward(inputs, operands)) is None:
                    return None
                found.append(taken.at(successor, 0))
            return found
        if terminator.successors:
            return None
        region = block.parent
        if region is self.body:
            handed_out = any(
                state.holds(v)
                or (is_memref(v) and self.origin in self.aliasing.origins(v))
                for v in terminator.operands
            )
            return [] if handed_out else None
        return self._leaving_region(terminator, region, state)

    def _leaving_region(
        self, terminator: Operation, region: Region | None, state: _State
    ) -> list[_Point] | None:
        """Where a region exit goes: another region of its op, or past the
        op."""
        op = None if region is None else region.parent_op()
        exiting = get_interface(terminator, RegionBranchTerminatorOpInterface)
        if op is None or exiting is None:
            return None
        interface = get_interface(op, RegionBranchOpInterface)
        block = op.parent_block()
        if interface is None or block is None:
            return None
        index = block.get_operation_index(op)
        found: list[_Point] = []
        for successor in interface.successors(op, region):
            left = state.forward(
                successor.inputs, exiting.successor_operands(terminator, successor)
            )
            if left is None:
                return None
            found.append(_next_point(op, successor.region, index, left))
        return found


def _next_point(
    op: Operation, region: Region | None, index: int, state: _State
) -> _Point:
    if region is None:
        block = op.parent_block()
        assert block is not None
        return state.at(block, index + 1)
    entry = region.blocks.first
    assert entry is not None
    return state.at(entry, 0)
