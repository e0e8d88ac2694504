"""What a program frees itself, so that the ownership pass can run on it
again (re-entrant runs).

A program that already frees buffers (the pass's own output, or hand-written
`memref.dealloc` / `memref.realloc` / `bufferization.dealloc`) keeps doing
so; the pass frees only the rest.  For one function body, before anything is
rewritten:

* every buffer origin (`BufferOriginAnalysis`) some freeing op of the body
  may free is *the program's*;
* an allocation, call, isolated region op or unknown-effects op result
  that may hold such a buffer is left to the program: the pass gives it ownership `false` and
  never frees it;
* a returned memref that may hold such a buffer, and no argument, global or
  unknown buffer, is handed out by the program as it is (the program decides
  which buffer leaves on which path); one that may also be an argument, a
  global or an unknown buffer is handed out as it is unless its pointer is
  one of theirs at run time (then it is copied, or handed out if this run
  owns it), and so is a result (or a view of a
  result) of an op that runs one region once and yields either a memref
  from outside or a copy of it (the form in which the pass returns a memref
  it may not own: `scf.if %owned { yield %m } else { clone %m }`): its
  source is then no longer owned by the returning block.

After the simplification, `merge_duplicate_ownerships` relates the
ownerships the program carries to those the run added, so that a second
run decides no more at run time than the first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, auto
from itertools import product
from typing import NamedTuple, cast

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntegerType,
    SymbolRefAttr,
    i1,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator, SymbolTable

from xdsl_dealloc.analysis.buffer_aliasing import (
    BufferOrigin,
    BufferOriginAnalysis,
    OriginKind,
    Origins,
)
from xdsl_dealloc.analysis.edges import (
    Forwarding,
    forwarding_setting,
    region_branch_forwarding,
    region_exits,
)
from xdsl_dealloc.analysis.path_conditions import (
    EVALUATED_OPS,
    EVALUATION_DEPTH,
    evaluate,
)
from xdsl_dealloc.analysis.walk import ops_in, push_ops_of
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.control_flow import (
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.memory_effects import (
    allocated_results,
    can_free,
    freed_operands,
    is_fresh_allocation,
)
from xdsl_dealloc.interfaces.registry import (
    cached_per_class,
    get_class_interface,
    get_interface,
)
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.ir.booleans import BOOLEAN_BINARY_OPS, bool_constant, constant_bool
from xdsl_dealloc.ir.rebuild import insert_new_op, move_uses, rebuild_without_results
from xdsl_dealloc.ir.types import is_memref, memref_values
from xdsl_dealloc.ir.values import is_defined_in
from xdsl_dealloc.transforms.canonicalization.dealloc import base_buffer_source
from xdsl_dealloc.transforms.deallocation_handlers import (
    has_unknown_effects_and_results,
    is_isolated_region_op,
)

_FOREIGN = frozenset({OriginKind.ARGUMENT, OriginKind.GLOBAL, OriginKind.OPAQUE})
"""Origins of buffers the function may not create: never handed out as
they are, unless the program frees them (the buffer of an op no interface
describes, which the program frees on other paths)."""


@dataclass(frozen=True)
class ProgramFrees:
    """What the program of one function frees and hands out itself."""

    left_to_program: frozenset[SSAValue]
    """Allocation and call results the pass must not own."""
    handed_out: frozenset[tuple[Operation, int]]
    """(return op, operand index): returned as they are."""
    never_owned: frozenset[SSAValue]
    """Block arguments and region op results that only ever hold buffers
    the function cannot own (arguments, globals, stack allocations and the
    program's own): their ownership is `false`, no check needed."""
    handed_out_unless_foreign: Mapping[tuple[Operation, int], ForeignBuffers]
    """(return op, operand index) -> the arguments, globals and unknown
    buffers the returned memref may be besides the program's own buffers:
    it is handed out as it is unless it shares one's buffer at run time."""


ForeignBuffers = Callable[[InsertPoint], Sequence[SSAValue]]
"""Builds, at the point it is given, the memrefs of the buffers a returned
memref is compared with."""


def program_frees(
    body: Region,
    frees: Iterable[Operation],
    aliasing: BufferOriginAnalysis,
    is_relevant_deallocation: Callable[[Operation], bool],
) -> ProgramFrees:
    """The buffers `body`'s own freeing ops (`frees`, its `freeing_ops`)
    take care of (see the module); deallocations that are not relevant
    (they free another run's kind of allocation) are not looked at."""
    freed = freed_origins(frees, aliasing, is_relevant_deallocation)
    returns = [
        op
        for block in body.blocks
        if (op := block.last_op) is not None and _returns_from_function(op)
    ]
    handed_out = {
        (op, index)
        for op in returns
        for index, operand in enumerate(op.operands)
        if is_memref(operand)
        and copy_unless_owned_source(view_root(operand)) is not None
    }
    if not freed:
        return ProgramFrees(frozenset(), frozenset(handed_out), frozenset(), {})

    def is_never_owned(origins: Origins) -> bool:
        return all(
            origin.kind in (OriginKind.ARGUMENT, OriginKind.GLOBAL)
            or origin in freed
            or _is_automatic(origin)
            for origin in origins
        )

    left: set[SSAValue] = set()
    never_owned: set[SSAValue] = set()
    # The aliasing analysis sees a callee as it is before this run, which
    # may return an argument that it will return a copy of: with such
    # calls, no value is known never to hold a buffer this run owns.
    calls_return_memrefs = any(
        get_interface(op, CallOpInterface) is not None and memref_values(op.results)
        for op in ops_in(body)
    )
    for op in ops_in(body):
        if (
            allocated_results(op)
            or get_interface(op, CallOpInterface) is not None
            or is_isolated_region_op(op)
            or has_unknown_effects_and_results(op)
        ):
            # Only the buffers the op itself creates: what a callee returns
            # of its arguments before this run is a copy after it.
            left.update(
                result
                for result in memref_values(op.results)
                if any(
                    origin in freed
                    and (origin.point is op or origin.identity is result)
                    for origin in aliasing.origins(result)
                )
            )
        if calls_return_memrefs:
            continue
        if get_interface(op, RegionBranchOpInterface) is not None:
            never_owned.update(
                result
                for result in memref_values(op.results)
                if is_never_owned(aliasing.origins(result))
            )
        for region in op.regions:
            for block in region.blocks:
                never_owned.update(
                    argument
                    for argument in memref_values(block.args)
                    if is_never_owned(aliasing.origins(argument))
                )
    # What the analysis takes for freed may include buffers no program can
    # free (a global behind a call whose result is freed): those are never
    # the program's to hand out.
    freeable = {
        origin
        for origin in freed
        if origin.kind not in (OriginKind.ARGUMENT, OriginKind.GLOBAL)
        and not _is_automatic(origin)
    }
    unless_foreign: dict[tuple[Operation, int], ForeignBuffers] = {}
    for op in returns:
        for index, operand in enumerate(op.operands):
            origins = aliasing.origins(operand) if is_memref(operand) else frozenset()
            if not (origins & freeable) or (op, index) in handed_out:
                continue
            foreign = [
                origin
                for origin in _through_isolated_regions(origins - freeable, aliasing)
                if origin.kind in _FOREIGN and origin not in freeable
            ]
            if foreign:
                unless_foreign[op, index] = _foreign_buffers(op, foreign, aliasing)
            else:
                handed_out.add((op, index))
    return ProgramFrees(
        frozenset(left), frozenset(handed_out), frozenset(never_owned), unless_foreign
    )


def _foreign_buffers(
    terminator: Operation,
    origins: Sequence[BufferOrigin],
    aliasing: BufferOriginAnalysis,
) -> ForeignBuffers:
    """How to name, before `terminator`, a memref of each of the foreign
    `origins`: an argument, an unknown buffer defined before the return
    (the value itself), or a global (a new `memref.get_global`).  Copying
    the returned memref without comparing would leak the program's buffer
    on the paths where it is that one, so an origin that cannot be named
    there is rejected."""
    values: list[SSAValue] = []
    globals_: list[tuple[str, Attribute]] = []
    for origin in origins:
        identity = origin.identity
        if origin.kind is OriginKind.GLOBAL:
            assert isinstance(identity, tuple)
            name = identity[1]
            assert isinstance(name, str)
            global_op = SymbolTable.lookup_symbol(terminator, name)
            if isinstance(global_op, memref.GlobalOp):
                globals_.append((name, global_op.type))
                continue
        elif isinstance(identity, SSAValue) and (
            origin.kind is OriginKind.ARGUMENT
            or aliasing.properly_dominates(identity, terminator)
        ):
            if identity not in values:
                values.append(identity)
            continue
        raise error(
            terminator,
            "returns either a buffer the program frees itself on other paths "
            "or one it does not own that cannot be named here to tell the two "
            "apart at run time (a copy would leak the program's buffer)",
        )

    def build(point: InsertPoint) -> Sequence[SSAValue]:
        built = list(values)
        for name, memref_type in globals_:
            get_global = memref.GetGlobalOp(name, memref_type)
            Rewriter.insert_op(get_global, point)
            built.append(get_global.memref)
        return built

    return build


def _through_isolated_regions(
    origins: Origins, aliasing: BufferOriginAnalysis, depth: int = 0
) -> Origins:
    """`origins` with each opaque result of an isolated region op replaced by
    the origins of what its region yields there (an entry argument: the op's
    operand).  The aliasing analysis sees such a result as any buffer at
    all; taken so, a return that hands out either the program's buffer or
    such a result was cloned, and the program's buffer leaked."""
    if depth > EVALUATION_DEPTH:
        return origins
    resolved: set[BufferOrigin] = set()
    for origin in origins:
        yielded = _isolated_region_yields(origin)
        if yielded is None:
            resolved.add(origin)
            continue
        for value in yielded:
            resolved.update(
                _through_isolated_regions(aliasing.origins(value), aliasing, depth + 1)
            )
    return frozenset(resolved)


def _isolated_region_yields(origin: BufferOrigin) -> list[SSAValue] | None:
    """What flows into the opaque result or region argument of an isolated
    region op `origin` stands for, or None if it stands for anything else."""
    value = origin.identity
    if origin.kind is not OriginKind.OPAQUE or not isinstance(value, SSAValue):
        return None
    if isinstance(value, OpResult):
        op = value.op
        if not is_isolated_region_op(op):
            return None
        exits = list(region_exits(op.regions[0]))
        if not exits or any(
            len(terminator.operands) != len(op.results) for terminator in exits
        ):
            return None
        return [terminator.operands[value.index] for terminator in exits]
    if not isinstance(value, BlockArgument):
        return None
    op = value.block.parent_op()
    if (
        op is None
        or not is_isolated_region_op(op)
        or value.block is not op.regions[0].blocks.first
        or len(value.block.args) != len(op.operands)
    ):
        return None
    return [op.operands[value.index]]


def freeing_ops(body: Region) -> list[Operation]:
    """The ops of `body` (nested ones too) that may free a memref operand."""
    return [op for op in ops_in(body) if can_free(type(op)) and freed_operands(op)]


def freed_origins(
    frees: Iterable[Operation],
    aliasing: BufferOriginAnalysis,
    is_relevant_deallocation: Callable[[Operation], bool],
) -> set[BufferOrigin]:
    """The origins of every buffer one of `frees` (the ops a body's
    `freeing_ops`), if relevant, may free."""
    freed: set[BufferOrigin] = set()
    for op in frees:
        if is_relevant_deallocation(op):
            for operand in freed_operands(op):
                freed.update(aliasing.origins(operand))
    return freed


def _is_automatic(origin: BufferOrigin) -> bool:
    """An allocation on the stack (`memref.alloca`), freed by its scope."""
    if origin.kind is not OriginKind.ALLOCATION or origin.point is None:
        return False
    return any(
        automatic and result is origin.identity
        for result, automatic in allocated_results(origin.point)
    )


def copy_unless_owned_source(value: SSAValue) -> SSAValue | None:
    """`%m` if `value` is a result of a region op each of whose exits yields
    either `%m` (defined outside the op) or a copy of `%m` made in the region;
    None otherwise."""
    op = value.owner
    if not isinstance(op, Operation) or value not in op.results:
        return None
    region_branch = get_interface(op, RegionBranchOpInterface)
    if (
        region_branch is None
        or not op.regions
        or not _runs_one_region(op, region_branch)
    ):
        return None
    index = op.results.index(value)
    source: SSAValue | None = None
    copies = 0
    for region in op.regions:
        for block in region.blocks:
            terminator = block.last_op
            if (
                terminator is None
                or get_interface(terminator, RegionBranchTerminatorOpInterface) is None
                or len(terminator.operands) <= index
            ):
                return None
            yielded = terminator.operands[index]
            if is_defined_in(yielded, op):
                copied = yielded.owner
                if not (
                    is_fresh_allocation(yielded)
                    and isinstance(copied, Operation)
                    and _is_copy(copied)
                ):
                    return None
                yielded = copied.operands[0]
                copies += 1
            if source is None:
                source = yielded
            if yielded is not source or is_defined_in(yielded, op):
                return None
    return source if copies else None


def _runs_one_region(op: Operation, region_branch: RegionBranchOpInterface) -> bool:
    """Whether control enters exactly one region of `op` and leaves it to
    `op` (an if, a switch): each result is then what a region exit yields,
    never an operand of `op` nor a value of an earlier iteration."""
    return not any(s.is_parent for s in region_branch.successors(op, None)) and all(
        s.is_parent
        for region in op.regions
        for s in region_branch.successors(op, region)
    )


def _is_copy(op: Operation) -> bool:
    """An op making a new buffer from one memref operand it leaves alone
    (`bufferization.clone`), not a sized allocation or a realloc."""
    return (
        len(op.operands) == 1 and is_memref(op.operands[0]) and not freed_operands(op)
    )


def _returns_from_function(op: Operation) -> bool:
    block = op.parent_block()
    parent = None if block is None else block.parent_op()
    return (
        parent is not None
        and get_interface(parent, FunctionOpInterface) is not None
        and get_interface(op, RegionBranchTerminatorOpInterface) is not None
    )


def merge_duplicate_ownerships(body: Region) -> None:
    """After a re-entrant run, relates the ownership the program carries and
    the one this run added, both `i1` values set by edges (arguments of a
    block, results of a region op or call):

    * a set of them every edge sets to one constant whenever all of the set
      already are is that constant (`_inductive_group`);
    * where every edge sets two of them equally, uses of the later take the
      earlier: the simplification then sees that they are one;
    * `x and not y` of two of them is `false` when on every edge `x`
      implies `y` (`_fold_implied_ownerships`).

    A merge inside a region op can make the values its exits yield equal,
    so each top-level op (function) of `body` is merged until nothing
    changes; a change in a function can let its callers' call results
    merge, so its callers are merged again after it."""
    tops = [op for block in body.blocks for op in block.ops]
    functions = {
        function.symbol_name(op): op
        for op in tops
        if (function := get_interface(op, FunctionOpInterface)) is not None
    }
    setting = _Setting(functions)
    callers: dict[Operation, set[Operation]] = {}
    pending = tops
    while pending:
        changed: set[Operation] = set()
        for top in pending:
            if _merge_in(top, setting, callers):
                changed.add(top)
        again = set[Operation]().union(*(callers.get(top, ()) for top in changed))
        pending = [top for top in tops if top in again]


def _merge_in(
    top: Operation, setting: _Setting, callers: dict[Operation, set[Operation]]
) -> bool:
    """Merges within the top-level op `top` until nothing changes, noting
    in `callers` the functions `top` calls; whether anything changed.  A
    walk that changed only values no edge forwards and no boolean formula
    reads cannot enable more, and ends it."""
    changed = False
    found = _Booleans.of(top, setting)
    while True:
        for callee in found.callees:
            callers.setdefault(callee, set()).add(top)
        replaced = _Replaced()
        merged = _replace_inductive_constants(found.groups, replaced)
        for group in found.groups:
            merged |= _merge_equally_set(group, replaced)
        merged |= _fold_implied_ownerships(found.conjunctions, setting, replaced)
        dropped = [_drop_unused_ownerships(op) for op in found.isolated]
        if not merged and not any(dropped):
            return changed
        changed = True
        if any(dropped):
            # The ops that dropped results are new ones: another walk.
            found = _Booleans.of(top, setting)
        elif any(_reads_for_merging(*use) for use in replaced.users):
            found = found.again(replaced)
        else:
            return True


def _reads_for_merging(user: Operation, value: SSAValue) -> bool:
    """Whether the merge reads `user`'s use of `value`: to forward it along
    an edge (a terminator, a region op entering a region), or in a boolean
    formula (`evaluate`, `_formula`)."""
    if get_interface(user, IsTerminator) is not None or _is_read_in_formulas(
        type(user)
    ):
        return True
    interface = get_interface(user, RegionBranchOpInterface)
    return interface is not None and any(
        value in interface.entry_operands(user, successor)
        for successor in interface.successors(user, None)
    )


@cached_per_class
def _is_read_in_formulas(op_class: type[Operation]) -> bool:
    return issubclass(
        op_class, (*BOOLEAN_BINARY_OPS, arith.SelectOp, arith.CmpiOp, DeallocOp)
    )


class _Replaced:
    """The uses a round of merging gave to other values: each user with the
    value it now uses (whether another round may find more), and what each
    value became, to bring the edges the round read up to date."""

    def __init__(self) -> None:
        self.users: list[tuple[Operation, SSAValue]] = []
        self._by: dict[int, tuple[SSAValue, SSAValue]] = {}

    def replace(self, value: SSAValue, replacement: SSAValue) -> None:
        """Replaces the uses of `value` by `replacement`, noting each."""
        if value is replacement:
            users = [use.operation for use in value.uses]
        else:
            users = move_uses(value, replacement)
        self.users.extend((user, replacement) for user in users)
        # The value is held with its replacement: its id stays its own.
        self._by[id(value)] = (value, replacement)

    def current(self, value: SSAValue) -> SSAValue:
        """What a use of `value` before the round uses now."""
        by = self._by
        while (entry := by.get(id(value))) is not None:
            value = entry[1]
        return value


_Edges = list[tuple[Operation, SSAValue]]


class _Booleans(NamedTuple):
    """What the merge looks at in one top-level op, found in one walk."""

    groups: list[dict[SSAValue, _Edges]]
    """The used `i1` values set together (results of an op, arguments of a
    block) whose edges are known, each with its edges."""
    conjunctions: list[arith.AndIOp]
    isolated: list[Operation]
    """Isolated region ops (`is_isolated_region_op`)."""
    callees: list[Operation]
    """The functions whose returns set a call's results."""

    @staticmethod
    def of(top: Operation, setting: _Setting) -> _Booleans:
        found = _Booleans([], [], [], [])
        # `ops_in(top)`'s order, its stack in place: what the walk does
        # with most ops is to pass them over.
        role_of, conjunction, other = _role, _Role.CONJUNCTION, _Role.OTHER
        stack = [top]
        while stack:
            op = stack.pop()
            role = role_of(type(op))
            if role is conjunction:  # an op without regions
                found.conjunctions.append(cast(arith.AndIOp, op))
                continue
            regions = op.regions
            if not regions and role is other:
                continue
            for region in reversed(regions):
                push_ops_of(region, stack)
            callee = None if role is other else setting.callee(op)
            if callee is not None:
                found.callees.append(callee)
            elif not regions:
                continue
            elif is_isolated_region_op(op):
                found.isolated.append(op)
            forwarding = _Forwarding(op)
            if op.results:
                found.add_group(op.results, setting, forwarding, None)
            for region in regions:
                block = region.first_block
                if block is None:
                    continue
                if block.args:
                    found.add_group(block.args, setting, forwarding, region)
                block = block.next_block
                while block is not None:
                    if block.args:
                        found.add_group(block.args, setting, None, region)
                    block = block.next_block
        return found

    def add_group(
        self,
        values: Sequence[SSAValue],
        setting: _Setting,
        forwarding: _Forwarding | None,
        group: Region | None,
    ) -> None:
        """Adds the used `i1` values among `values` with their edges: those
        `forwarding` gives for `group`, if given (a region-branch op's),
        else those `forwarding_setting` finds."""
        booleans = [
            value
            for value in values
            if value.first_use is not None
            # `== i1` without a Python call for the other types.
            and ((t := value.type) is i1 or (type(t) is IntegerType and t == i1))
        ]
        if not booleans:
            return
        edges = (
            forwarding_setting(booleans[0])
            if forwarding is None
            else forwarding.edges(group)
        )
        if group_edges := setting.group_edges(booleans, edges):
            self.groups.append(group_edges)

    def again(self, replaced: _Replaced) -> _Booleans:
        """What a new walk would find after a round of merging that dropped
        no results: the same ops (a round adds only constants) and edges
        (which the interfaces read from the ops, not from the values they
        forward), less the conjunctions it erased and the values it left
        unused (none gains a use), each edge forwarding what the round
        replaced its operand by."""
        current = replaced.current
        groups: list[dict[SSAValue, _Edges]] = []
        for group in self.groups:
            kept = {
                value: [(source, current(v)) for source, v in setting]
                for value, setting in group.items()
                if value.first_use is not None
            }
            if kept:
                groups.append(kept)
        return _Booleans(
            groups,
            [op for op in self.conjunctions if op.parent is not None],
            self.isolated,
            self.callees,
        )


class _Role(Enum):
    """What `_Booleans.of` looks for in an op, by its class."""

    CONJUNCTION = auto()
    CALL = auto()
    OTHER = auto()


@cached_per_class
def _role(op_class: type[Operation]) -> _Role:
    if op_class is arith.AndIOp:
        return _Role.CONJUNCTION
    if get_class_interface(op_class, CallOpInterface) is not None:
        return _Role.CALL
    return _Role.OTHER


class _Forwarding:
    """The edges of every group of values a region op sets, read for all of
    them (`region_branch_forwarding`) when one of them is first asked for."""

    def __init__(self, op: Operation) -> None:
        self.op = op
        self._by_group: dict[Region | None, list[Forwarding] | None] | None = None
        self._read = False

    def edges(self, group: Region | None) -> list[Forwarding] | None:
        """The edges setting the results (`group` None) or the entry
        arguments of the region `group`; None if unknown."""
        if not self._read:
            self._by_group = region_branch_forwarding(self.op)
            self._read = True
        by_group = self._by_group
        return None if by_group is None else by_group.get(group)


def _merge_equally_set(group: Mapping[SSAValue, _Edges], replaced: _Replaced) -> bool:
    """Merges as `merge_duplicate_ownerships` says the values of one group
    (`_Booleans.groups`), through `replaced`; whether anything changed.
    What each edge passes is keyed by the ids of the source and value (or
    the constant), all held by `group`."""
    if len(group) < 2:
        return False
    merged = False
    first_of: dict[tuple[tuple[int, int | bool], ...], SSAValue] = {}
    for value, setting in group.items():
        if value.first_use is None:
            continue
        passed = tuple((id(source), _value_of(v)) for source, v in setting)
        earlier = first_of.setdefault(passed, value)
        if earlier is not value:
            replaced.replace(value, earlier)
            merged = True
    return merged


def _replace_inductive_constants(
    groups: Sequence[Mapping[SSAValue, _Edges]], replaced: _Replaced
) -> bool:
    """Replaces each set of the `i1` values of `groups` that are always one
    constant (see `_inductive_group`) by it, through `replaced`; whether
    any was."""
    forwarded_to = {
        value: [v for _, v in setting]
        for group in groups
        for value, setting in group.items()
        if setting
    }
    if not forwarded_to:
        return False
    terms = _Terms(forwarded_to)
    found = False
    for candidate in (False, True):
        for value in _inductive_group(forwarded_to, terms, candidate):
            _replace_by_constant(value, candidate, replaced)
            del forwarded_to[value]
            found = True
    return found


class _Terms:
    """What `evaluate` makes of each value the edges of the values of
    `forwarded_to` forward, sorted once for every candidate set (as its
    facts): a constant (or a value it cannot decide) is what it is
    whatever the set, one of the values of `forwarded_to` (whose owner
    `evaluate` does not look into) is known exactly while it is in the set,
    and only the rest, formulas, is evaluated."""

    def __init__(self, forwarded_to: Mapping[SSAValue, Sequence[SSAValue]]) -> None:
        self.fixed: dict[int, set[bool | None]] = {}
        """Per value (by id), what its constant edges set it to."""
        self.set_to: dict[int, list[int]] = {}
        """Per value, the ids of the values of `forwarded_to` its edges
        forward."""
        self.formulas: dict[int, list[SSAValue]] = {}
        """Per value, the formulas its edges forward."""
        candidates = {id(value) for value in forwarded_to}
        for value, forwarded in forwarded_to.items():
            fixed: set[bool | None] = set()
            set_to: list[int] = []
            formulas: list[SSAValue] = []
            for v in forwarded:
                owner_class = type(v.owner)
                if owner_class in EVALUATED_OPS:
                    formulas.append(v)
                elif id(v) in candidates:
                    set_to.append(id(v))
                elif owner_class is arith.ConstantOp:
                    fixed.add(constant_bool(v))
                else:
                    fixed.add(None)
            key = id(value)
            self.fixed[key] = fixed
            self.set_to[key] = set_to
            self.formulas[key] = formulas


def _inductive_group(
    forwarded_to: Mapping[SSAValue, Sequence[SSAValue]],
    terms: _Terms,
    candidate: bool,
) -> list[SSAValue]:
    """The largest set of the values `forwarded_to` describes (each with
    the values its edges set it to, sorted in `terms`) such that every
    edge of each sets it to `candidate` whenever all of the set already
    are: by induction over the edges taken, they always are (ownerships a
    re-entrant run carries through nested loops that start `false` and
    are only ever passed on, or `x and` one of them).  Each sweep drops the
    values an edge may set otherwise; only those left are looked at again,
    and few are."""
    held = set(forwarded_to)
    fixed = terms.fixed
    held_ids: set[int] = set()
    for value in forwarded_to:
        if fixed[id(value)] - {candidate}:
            held.remove(value)
        else:
            held_ids.add(id(value))
    set_to = terms.set_to
    formulas = terms.formulas
    facts: dict[SSAValue, bool] | None = None  # built for the first formula
    dropped = True
    while dropped:
        dropped = False
        for value in list(held):
            key = id(value)
            if all(v in held_ids for v in set_to[key]):
                if not formulas[key]:
                    continue
                if facts is None:
                    facts = dict.fromkeys(held, candidate)
                if all(evaluate(v, facts) is candidate for v in formulas[key]):
                    continue
            held.remove(value)
            held_ids.remove(key)
            if facts is not None:
                del facts[value]
            dropped = True
    # In the order of `forwarded_to`: the constants replacing them are
    # inserted in this order, and a set's follows the values' addresses.
    return [value for value in forwarded_to if value in held]


def _fold_implied_ownerships(
    conjunctions: Sequence[arith.AndIOp],
    setting: _Setting,
    replaced: _Replaced,
) -> bool:
    """`x and not y` is `false` where `x` and `y` are results of one op
    (or arguments of one block) and on every edge setting them, the value
    `x` takes implies the one `y` takes: after a re-entrant run, the
    ownership this run has of a memref a region op hands out holds only
    where the program's own ownership of it holds, and what the program
    owns it hands on itself.  Replaces through `replaced`; whether any
    was."""
    folded = False
    for op in conjunctions:
        lhs, rhs = op.operands
        for owned, other in ((lhs, rhs), (rhs, lhs)):
            negated = _negation_of(other)
            if negated is not None and _implied_on_every_edge(owned, negated, setting):
                constant = bool_constant(False)
                insert_new_op(constant, InsertPoint.before(op))
                replaced.replace(op.result, constant.result)
                Rewriter.erase_op(op)
                folded = True
                break
    return folded


def _negation_of(value: SSAValue) -> SSAValue | None:
    """`y` if `value` is `y xor true`."""
    owner = value.owner
    if isinstance(owner, arith.XOrIOp):
        lhs, rhs = owner.operands
        if constant_bool(rhs) is True:
            return lhs
        if constant_bool(lhs) is True:
            return rhs
    return None


def _implied_on_every_edge(
    premise: SSAValue, conclusion: SSAValue, setting: _Setting
) -> bool:
    if (
        premise is conclusion
        or premise.owner is not conclusion.owner
        or (premise_edges := setting.edges(premise)) is None
        or (conclusion_edges := setting.edges(conclusion)) is None
        or [source for source, _ in premise_edges]
        != [source for source, _ in conclusion_edges]
    ):
        return False
    return all(
        _implies(p, c)
        for (_, p), (_, c) in zip(premise_edges, conclusion_edges, strict=True)
    )


MAX_IMPLICATION_ATOMS = 8
"""How many unknown conditions `_implies` tries every combination of."""


def _implies(premise: SSAValue, conclusion: SSAValue) -> bool:
    """Whether `premise` implies `conclusion`, by their truth tables over the
    conditions they are made of (`_formula`)."""
    atoms: set[Hashable] = set()
    premise_of = _formula(premise, atoms, EVALUATION_DEPTH)
    conclusion_of = _formula(conclusion, atoms, EVALUATION_DEPTH)
    if len(atoms) > MAX_IMPLICATION_ATOMS:
        return False
    ordered = list(atoms)
    return all(
        conclusion_of(assignment) or not premise_of(assignment)
        for values in product((False, True), repeat=len(ordered))
        if (assignment := dict(zip(ordered, values, strict=True)))
    )


_Formula = Callable[[Mapping[Hashable, bool]], bool]


def _formula(value: SSAValue, atoms: set[Hashable], depth: int) -> _Formula:
    """`value` as a function of the conditions it is made of through
    constants and `arith` boolean ops, which it adds to `atoms`.  A
    comparison of two buffers' pointers is one condition per pair of
    buffers, whichever ops extract the pointers."""
    if (known := constant_bool(value)) is not None:
        return lambda _: known
    owner = value.owner
    if depth > 0 and isinstance(
        owner, arith.AndIOp | arith.OrIOp | arith.XOrIOp | arith.SelectOp
    ):
        parts = [_formula(o, atoms, depth - 1) for o in owner.operands]
        if isinstance(owner, arith.AndIOp):
            return lambda a: parts[0](a) and parts[1](a)
        if isinstance(owner, arith.OrIOp):
            return lambda a: parts[0](a) or parts[1](a)
        if isinstance(owner, arith.XOrIOp):
            return lambda a: parts[0](a) != parts[1](a)
        return lambda a: parts[1](a) if parts[0](a) else parts[2](a)
    if (compared := _compared_buffers(value)) is not None:
        buffers, equal = compared
        if len(buffers) == 1:
            return lambda _: equal
        atoms.add(buffers)
        return lambda a: a[buffers] == equal
    atoms.add(value)
    return lambda a: a[value]


def _compared_buffers(value: SSAValue) -> tuple[frozenset[SSAValue], bool] | None:
    """The memrefs whose aligned pointers an `arith.cmpi eq`/`ne` compares
    (a base buffer `extract_strided_metadata` gives has its memref's, but
    a view may not: `memref.view` moves it), and whether it tests
    equality."""
    owner = value.owner
    if not isinstance(owner, arith.CmpiOp) or owner.predicate.value.data not in (0, 1):
        return None
    buffers: list[SSAValue] = []
    for operand in owner.operands:
        pointer = operand.owner
        if not isinstance(pointer, memref.ExtractAlignedPointerAsIndexOp):
            return None
        buffer = pointer.source
        while (source := base_buffer_source(buffer)) is not None:
            buffer = source
        buffers.append(buffer)
    return frozenset(buffers), owner.predicate.value.data == 0


def _drop_unused_ownerships(op: Operation) -> bool:
    """Drops the `i1` results of the isolated region op `op` nothing uses
    (any more, after `_fold_implied_ownerships`), and their operands of its
    exits; whether there were any."""
    exits = _exits(op.regions[0])
    unused = [
        result.index
        for result in op.results
        if result.first_use is None and result.type == i1
    ]
    if not unused or any(len(e.operands) != len(op.results) for e in exits):
        return False
    for terminator in exits:
        terminator.operands = [
            v for i, v in enumerate(terminator.operands) if i not in unused
        ]
    rebuild_without_results(op, unused, Rewriter())
    return True


def _replace_by_constant(value: SSAValue, known: bool, replaced: _Replaced) -> None:
    """Uses of `value`, always `known`, take a constant defined with it."""
    constant = bool_constant(known)
    if isinstance(value, OpResult):
        insert_new_op(constant, InsertPoint.after(value.op))
    else:
        assert isinstance(value, BlockArgument)
        insert_new_op(constant, InsertPoint.at_start(value.block))
    replaced.replace(value, constant.result)


class _Setting:
    """Where the edges setting a value come from: region-branch and branch
    interfaces, the exits of isolated region ops, and for the results of a
    call, the returns of the callee (by name among `functions`)."""

    def __init__(self, functions: Mapping[str, Operation]) -> None:
        self.functions = functions

    def edges(self, value: SSAValue) -> _Edges | None:
        """(source, forwarded value) of each edge setting `value`, None if
        some edge is unknown."""
        return self.group_edges([value], forwarding_setting(value)).get(value)

    def group_edges(
        self, values: Sequence[SSAValue], edges: Sequence[Forwarding] | None
    ) -> dict[SSAValue, _Edges]:
        """`edges` of each of `values`, which are set together (results of
        one op, arguments of one block), given the interfaces' `edges`
        setting them (None if those do not describe them all); those with
        an unknown edge are left out."""
        first = values[0]
        if edges is not None:
            size = len(
                cast(OpResult, first).op.results
                if type(first) is OpResult
                else cast(BlockArgument, first).block.args
            )
            found: dict[SSAValue, _Edges] = {}
            for value in values:
                setting: _Edges = []
                for edge in edges:
                    received = edge.received(
                        cast(OpResult | BlockArgument, value), size
                    )
                    if received is None:
                        break
                    setting.append((edge.source, received))
                else:
                    found[value] = setting
            return found
        if not isinstance(first, OpResult):
            return {}
        op = first.op
        if is_isolated_region_op(op):
            exits = _exits(op.regions[0])
        elif (
            (callee := self.callee(op)) is not None
            and (function := get_interface(callee, FunctionOpInterface)) is not None
            and (body := function.body(callee)) is not None
        ):
            exits = _exits(body)
        else:
            return {}
        if any(len(exit.operands) != len(op.results) for exit in exits):
            return {}
        return {
            value: [(exit, exit.operands[value.index]) for exit in exits]
            for value in values
            if isinstance(value, OpResult)
        }

    def callee(self, op: Operation) -> Operation | None:
        """The function `op` calls, if a call of one of `functions`."""
        call = get_interface(op, CallOpInterface)
        return None if call is None else self.functions.get(call.callee(op) or "")


def _exits(region: Region) -> list[Operation]:
    """The terminators of `region`'s blocks that leave it."""
    return [
        op
        for block in region.blocks
        if (op := block.last_op) is not None
        and get_interface(op, RegionBranchTerminatorOpInterface) is not None
    ]


def _value_of(value: SSAValue) -> int | bool:
    """A constant `i1` as its value (two constants of one value are equal),
    any other value as its id (never 0 or 1, which equal the booleans)."""
    known = constant_bool(value)
    return id(value) if known is None else known


def drop_unused_ownership_results(module: Operation) -> None:
    """After a re-entrant run with dynamic ownership, a private function may
    return an `i1` no call reads (one run's ownership, whose uses the merge
    of duplicate ownerships gave to the other run's): it goes from the
    function, its returns and every call, and with it what computes it.
    Only for functions with a body whose every use is a direct call in
    the module; the module's top level is all that is looked at when no
    private function returns an `i1`."""
    functions: dict[str, tuple[Operation, FunctionOpInterface]] = {}
    for op in module.regions[0].ops:
        function = get_interface(op, FunctionOpInterface)
        if (
            function is not None
            and not function.is_public(op)
            and function.body(op) is not None
            and i1 in function.result_types(op)
            and function.can_erase_results(op)
        ):
            functions[function.symbol_name(op)] = (op, function)
    if not functions:
        return
    calls: dict[str, list[Operation]] = {name: [] for name in functions}
    for op in module.walk():
        for name in _symbols_used(op):
            if (callers := calls.get(name)) is None:
                continue
            call = get_interface(op, CallOpInterface)
            if (
                call is not None
                and call.callee(op) == name
                and call.can_erase_results(op)
            ):
                callers.append(op)
            else:
                del calls[name]
    rewriter = Rewriter()
    for name, callers in calls.items():
        op, function = functions[name]
        types = function.result_types(op)
        unused = {
            index
            for index, result_type in enumerate(types)
            if result_type == i1
            and not any(call.results[index].uses for call in callers)
        }
        body = function.body(op)
        assert body is not None
        exits = _exits(body)
        if not unused or any(len(e.operands) != len(types) for e in exits):
            continue
        function.erase_results(op, unused)
        for terminator in exits:
            terminator.operands = [
                v for i, v in enumerate(terminator.operands) if i not in unused
            ]
        for call in callers:
            interface = get_interface(call, CallOpInterface)
            assert interface is not None
            interface.erase_results(call, unused, rewriter)


def _symbols_used(op: Operation) -> set[str]:
    """The root names of the symbol references among `op`'s properties and
    attributes (in arrays and dictionaries too)."""
    names: set[str] = set()
    pending: list[Attribute] = [*op.properties.values(), *op.attributes.values()]
    while pending:
        attribute = pending.pop()
        if isinstance(attribute, SymbolRefAttr):
            names.add(attribute.root_reference.data)
        elif isinstance(attribute, ArrayAttr):
            pending.extend(cast(ArrayAttr[Attribute], attribute).data)
        elif isinstance(attribute, DictionaryAttr):
            pending.extend(attribute.data.values())
    return names
