"""Which memref values must, may or never share an allocation.

Like MLIR's `BufferViewFlowAnalysis` + `BufferOriginAnalysis`, every memref
value is mapped to the set of *origins* its buffer may come from, by following
the flow of buffers backwards (to a fixpoint, so through loops):

* views (`ViewLikeOpInterface`) and selects (`ViewFlowOpInterface`) pass their
  operands' buffers on;
* `RegionBranchOpInterface` ops pass entry operands to region arguments and
  results, and `RegionBranchTerminatorOpInterface` terminators their operands
  to the successor's inputs; `BranchOpInterface` terminators pass successor
  operands to block arguments;
* calls (`CallOpInterface`) of a function defined in the module use a summary
  of what that function returns (its own arguments, fresh allocations,
  globals, unknown buffers), computed from its body; calls of a declaration
  follow the function boundary ABI of ownership-based deallocation (a returned memref is a fresh buffer
  owned by the caller, never one of its arguments); indirect or unresolvable
  calls return unknown buffers.  Why not the ABI for defined functions too:
  with `private-function-dynamic-ownership` a private function may return its
  argument (with ownership `false`), which the summary sees and the ABI rule
  would not.

Origins are allocations (an `ALLOC` memory effect on the result: `alloc`,
`alloca`, `clone`, `realloc`, ...; and fresh buffers of calls), function
arguments, globals (`memref.get_global`, one origin per symbol) and opaque
buffers (results of region ops no interface describes, arguments of unknown
regions): an opaque buffer may be any buffer at all.  A memref result of an
op with unknown memory effects (no effect traits, no regions) is one of its
memref operands or a fresh buffer, the model of the deallocation pass (as of
MLIR's main branch after release 22), which frees such a result when it is
no operand the block does not own.

Two values MUST alias if both are always the very buffer of one SSA value
(`buffer_base`: through views, selects of one value, loop arguments yielded
back unchanged, calls of functions returning their argument, ...), or if both
have exactly one origin and it is the same one.  The latter holds across
loops: a value whose only origin is the allocation op A always holds A's *most
recent* buffer, because every flow into it starts at A's result and A
dominates each step (an iteration argument whose init comes from outside the
loop has that init among its origins, so a value carrying an older buffer of A
always has a second origin).  They NEVER alias if every pair of their origins
is provably distinct: allocations are distinct from every other allocation
(except fresh results of one external call, which may coincide), from
arguments and from globals; globals with different symbols are distinct.  They
also NEVER alias if one value's only origin is an allocation and the other's
buffer base is defined before that allocation runs (properly dominates the
allocating op): a fresh buffer is distinct from every buffer that already
existed.  This covers MLIR's special case of an allocation in a loop body and
the loop's iteration argument.  Everything else is MAY, which is always sound.

Buffers are identified by allocation, as `bufferization.dealloc` and the
sanitizer see them, not by address: a buffer allocated after another one was
freed is a different buffer even if it reuses the address (so the result of
`memref.realloc` never aliases its source).  `bufferization.clone` is an
allocation, as its lowering (alloc + copy) makes it.

Both values of a query must be in the same function.  The analysis caches what
it computed; the answers stay true under rewrites that keep the buffer each
surviving value holds at run time (editing deallocs, folding, erasing dead
ops), which is all the simplification pass does.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, TypeVar, cast

from xdsl.dialects import memref
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import MemoryEffectKind, get_effects

from xdsl_dealloc.analysis.cfg import BlockDominance
from xdsl_dealloc.analysis.edges import (
    Edge,
    branch_edge,
    incoming_edges,
    region_exits,
)
from xdsl_dealloc.analysis.path_conditions import evaluate
from xdsl_dealloc.analysis.walk import block_ops, ops_in, push_ops_of
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.view_like import ViewFlowOpInterface, ViewLikeOpInterface
from xdsl_dealloc.ir.ancestors import ancestor_block_in_region, ancestor_in_block
from xdsl_dealloc.ir.op_order import OpOrder
from xdsl_dealloc.ir.symbols import nearest_symbol_table
from xdsl_dealloc.ir.types import is_memref, memref_values


class AliasResult(Enum):
    """Whether two memrefs come from the same allocation."""

    MUST = "must"
    MAY = "may"
    NEVER = "never"


class OriginKind(Enum):
    ALLOCATION = "allocation"
    """A buffer created fresh at `BufferOrigin.point`."""
    ARGUMENT = "argument"
    """A memref argument of the enclosing function: any buffer that exists
    before the function runs."""
    GLOBAL = "global"
    """The buffer of one `memref.global`."""
    OPAQUE = "opaque"
    """Any buffer at all."""


@dataclass(frozen=True, eq=False)
class BufferOrigin:
    """One place a buffer may come from.  Equal origins are the same place, not
    necessarily the same buffer (an allocation in a loop makes many).

    Compared and hashed by `(kind, identity, group)`, the hash computed once:
    origins are hashed into sets at every step of solving, and the
    generated hash would hash the kind and identity (Python calls) anew."""

    kind: OriginKind
    identity: Hashable
    """What makes the origin unique: the allocated or opaque SSA value, the
    argument, the `(symbol table, symbol)` of a global, or for origins created
    by a call `(call op, origin in the callee)`."""
    group: Hashable | None = None
    """Allocations of the same group may be the same buffer (the results of one
    call of an external function, or of one op allocating several results)."""
    point: Operation | None = None
    """For allocations: the op that creates the buffer."""
    _key: tuple[OriginKind, Hashable, Hashable | None] = field(init=False, repr=False)
    _hash: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        key = (self.kind, self.identity, self.group)
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "_hash", hash(key))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other or (
            type(other) is BufferOrigin and self._key == other._key
        )

    def is_distinct_from(self, other: BufferOrigin) -> bool:
        """Whether no buffer from `self` can be a buffer from `other`."""
        if self is other or self._key == other._key:
            return False
        kind = self.kind
        other_kind = other.kind
        if kind is OriginKind.OPAQUE or other_kind is OriginKind.OPAQUE:
            return False
        if kind is OriginKind.ALLOCATION:
            if other_kind is OriginKind.ALLOCATION:
                return self.group is None or self.group != other.group
            return True
        if other_kind is OriginKind.ALLOCATION:
            return True
        if kind is OriginKind.GLOBAL and other_kind is OriginKind.GLOBAL:
            # Same symbol table, other symbol: another global.
            assert isinstance(self.identity, tuple)
            assert isinstance(other.identity, tuple)
            return self.identity[0] is other.identity[0]
        return False

    def through_call(self, call: Operation) -> BufferOrigin:
        """This callee-side origin as seen by the caller after `call`."""
        if self.kind is OriginKind.GLOBAL:
            return self
        return BufferOrigin(
            self.kind,
            (call, self.identity),
            None if self.group is None else (call, self.group),
            call,
        )


Origins = frozenset[BufferOrigin]


class _Flow(NamedTuple):
    """Where one value's buffer comes from: its own origins, plus the buffers of
    the `sources` values."""

    sources: tuple[SSAValue, ...] = ()
    own: Origins = frozenset()


class _Interfaces(NamedTuple):
    """The interfaces of one op class (traits are per class in xDSL)."""

    view: ViewLikeOpInterface | None
    flow: ViewFlowOpInterface | None
    region_branch: RegionBranchOpInterface | None
    call: CallOpInterface | None
    function: FunctionOpInterface | None
    branch: BranchOpInterface | None
    forwarding: RegionBranchTerminatorOpInterface | None

    @staticmethod
    def of(op_class: type[Operation]) -> _Interfaces:
        return _Interfaces(
            op_class.get_trait(ViewLikeOpInterface),
            op_class.get_trait(ViewFlowOpInterface),
            op_class.get_trait(RegionBranchOpInterface),
            op_class.get_trait(CallOpInterface),
            op_class.get_trait(FunctionOpInterface),
            op_class.get_trait(BranchOpInterface),
            op_class.get_trait(RegionBranchTerminatorOpInterface),
        )


_OpT = TypeVar("_OpT", bound=Operation)


class _InProgress:
    """Marks a function whose summary is being computed (recursion)."""


_IN_PROGRESS = _InProgress()

_Summary = tuple[Origins, ...]
"""Per function result, the origins of what the function returns, in terms of
the function's own arguments."""


class BufferOriginAnalysis:
    """Answers must / may / never alias queries between memref values."""

    def __init__(self) -> None:
        # The tables of values are keyed by the values' identities: a
        # value's `__hash__` is a Python call, made at every lookup.  Each
        # value with a flow is held in `_alive`, and the keys of `_origins`
        # and `_bases` are values with a flow, so no identity is reused.
        self._origins: dict[int, Origins] = {}
        self._bases: dict[int, SSAValue] = {}
        self._answers: dict[tuple[int, int], AliasResult] = {}
        self._interface_cache: dict[type[Operation], _Interfaces] = {}
        self._flows: dict[int, _Flow] = {}
        self._alive: list[SSAValue] = []
        self._summaries: dict[Operation, _Summary | _InProgress] = {}
        self._callees_summarized: set[Operation] = set()
        self._calls: dict[Operation, list[Operation]] = {}
        """The call ops in each function's body, for the functions a walk of
        `ops_noting_calls` met."""
        self._symbols: dict[Operation, dict[str, Operation]] = {}
        self._dominance: dict[Region, BlockDominance] = {}
        self._order = OpOrder()
        self._whole: dict[SSAValue, bool] = {}

    def _interfaces(self, op: Operation) -> _Interfaces:
        op_class = type(op)
        if (known := self._interface_cache.get(op_class)) is None:
            known = self._interface_cache[op_class] = _Interfaces.of(op_class)
        return known

    def _function_body(self, function: Operation) -> Region | None:
        interface = self._interfaces(function).function
        return None if interface is None else interface.body(function)

    def _enclosing_function(self, value: SSAValue) -> Operation | None:
        """The innermost function `value` is defined in."""
        # Read from the parent fields: `parent_op` is three Python calls.
        if type(value) is OpResult:
            block = value.op.parent
            region = None if block is None else block.parent
        else:
            assert isinstance(value, BlockArgument)
            region = value.block.parent
        known = self._interface_cache
        while region is not None and (op := region.parent) is not None:
            interfaces = known.get(type(op)) or self._interfaces(op)
            if interfaces.function is not None:
                return op
            block = op.parent
            region = None if block is None else block.parent
        return None

    # Queries -------------------------------------------------------------

    def alias(self, first: SSAValue, second: SSAValue) -> AliasResult:
        """Whether `first` and `second` (memrefs of one function) share an
        allocation."""
        # Keyed by identities, which a tuple of the values hashes through
        # a Python `__hash__` each; both values stay alive in `_alive`.
        pair = (id(first), id(second))
        if (known := self._answers.get(pair)) is not None:
            return known
        for value in (first, second):
            if not is_memref(value):
                raise ValueError(f"alias query on a non-memref value of {value.type}")
        answer = self._alias(first, second)
        self._answers[pair] = self._answers[pair[1], pair[0]] = answer
        return answer

    def _alias(self, first: SSAValue, second: SSAValue) -> AliasResult:
        first_base = self.buffer_base(first)
        second_base = self.buffer_base(second)
        if first_base is second_base:
            return AliasResult.MUST
        first_origins = self.origins(first)
        second_origins = self.origins(second)
        if len(first_origins) == 1 and first_origins == second_origins:
            return AliasResult.MUST
        if all(a.is_distinct_from(b) for a in first_origins for b in second_origins):
            return AliasResult.NEVER
        if self._fresh_after(first_origins, second_base) or self._fresh_after(
            second_origins, first_base
        ):
            return AliasResult.NEVER
        return AliasResult.MAY

    def possibly_aliasing_pairs(
        self, values: Sequence[SSAValue]
    ) -> list[tuple[int, int]]:
        """The pairs `(i, k)`, `k < i`, of `values` (memrefs of one function)
        for which `alias` may not answer NEVER, in order; `alias` answers
        NEVER for every other pair.  Found through the buffer bases and
        origins the values share, so a list of distinct allocations costs
        time linear in its length, not in the number of its pairs."""
        holders: dict[Hashable, list[int]] = {}
        anything: list[int] = []
        for i, value in enumerate(values):
            keys: set[Hashable] = {("base", self.buffer_base(value))}
            for origin in self.origins(value):
                if origin.kind is OriginKind.OPAQUE:
                    anything.append(i)
                    break
                keys.add(_sharing_key(origin))
            else:
                for key in keys:
                    holders.setdefault(key, []).append(i)
        pairs: set[tuple[int, int]] = set()
        for group in holders.values():
            pairs.update((i, k) for i in group for k in group if k < i)
        for i in anything:
            pairs.update((max(i, k), min(i, k)) for k in range(len(values)) if k != i)
        return sorted(pairs)

    def origins(self, value: SSAValue) -> Origins:
        """The origins `value`'s buffer may come from."""
        if (known := self._origins.get(id(value))) is not None:
            return known
        self._summarize_callees(value)
        self._solve(value)
        return self._origins[id(value)]

    def all_origins(
        self, value: SSAValue, predicate: Callable[[BufferOrigin], bool]
    ) -> bool:
        """Whether `predicate` holds for every origin of `value`: `origins`
        answers it too, but this walk stops at the first origin it fails
        (a fresh buffer among a returned value's sources, say) instead of
        solving every value the buffer may come from."""
        if (known := self._origins.get(id(value))) is not None:
            return all(predicate(origin) for origin in known)
        self._summarize_callees(value)
        seen: set[int] = set()  # identities: `work` holds the values
        work = [value]
        # Breadth first: a fresh buffer is mostly a step or two away.
        for step in work:
            if (known := self._origins.get(id(step))) is not None:
                if not all(predicate(origin) for origin in known):
                    return False
                continue
            if id(step) in seen:
                continue
            seen.add(id(step))
            flow = self._flow(step)
            if not all(predicate(origin) for origin in flow.own):
                return False
            work.extend(flow.sources)
        return True

    def _summarize_callees(self, value: SSAValue) -> None:
        """Callees first, so solving reaches no call whose summary is not
        there (no recursion through summaries); the function's own summary
        waits until a call of it needs it."""
        function = self._enclosing_function(value)
        if function is not None and function not in self._callees_summarized:
            self._callees_summarized.add(function)
            for callee in self._callees(function):
                if callee not in self._summaries:
                    self._prepare_summaries(callee)

    def buffer_base(self, value: SSAValue) -> SSAValue:
        """The value `value` is always the very buffer of: `value` with every
        step peeled off through which exactly one other value flows into it
        (views, a select of one value twice, a loop argument that is yielded
        back unchanged, a call of a function returning that argument, ...).

        Each step's source is defined before the value, so the most recent
        buffer of the source is the value's buffer wherever both are visible.
        """
        if (known := self._bases.get(id(value))) is not None:
            return known
        chain: list[SSAValue] = []
        seen: set[int] = set()  # identities: a value's `__hash__` is Python
        base = value
        while id(base) not in seen:
            chain.append(base)
            seen.add(id(base))
            flow = self._flow(base)
            if flow.own:
                break
            # The one value other than `base` among the sources, if one.
            other: SSAValue | None = None
            for source in flow.sources:
                if source is base or source is other:
                    continue
                if other is not None:
                    other = None
                    break
                other = source
            else:
                if other is not None:
                    base = other
                    continue
            break
        bases = self._bases
        for step in chain:
            bases[id(step)] = base
        return base

    def is_whole_buffer(self, value: SSAValue) -> bool:
        """Whether `value` is always a whole allocated buffer, never a view of
        one: every buffer flowing into it comes straight from an allocation
        (or from a function returning only such buffers), through no view.
        Such a value can stand for its own base buffer."""
        if (known := self._whole.get(value)) is not None:
            return known
        self._whole[value] = False  # a cycle through calls proves nothing
        seen: set[int] = set()  # identities: the values are in the IR
        work = [value]
        whole = True
        while work and whole:
            step = work.pop()
            if id(step) in seen:
                continue
            seen.add(id(step))
            if type(step) is OpResult:  # not `isinstance`: see `defining_op`
                interfaces = self._interfaces(step.op)
                if interfaces.view is not None:
                    whole = False
                    break
                if (call := interfaces.call) is not None:
                    whole = self._returns_whole_buffers(step.op, call)
                    continue
            flow = self._flow(step)
            for origin in flow.own:
                if (
                    origin.kind is not OriginKind.ALLOCATION
                    or origin.identity is not step
                ):
                    whole = False
                    break
            work.extend(flow.sources)
        self._whole[value] = whole
        return whole

    def _returns_whole_buffers(
        self, call: Operation, interface: CallOpInterface
    ) -> bool:
        callee = self._callee(call, interface)
        body = None if callee is None else self._function_body(callee)
        if body is None:
            # A declaration may return a view (its caller frees the base).
            return False
        return all(
            self.is_whole_buffer(operand)
            for terminator in region_exits(body)
            for operand in terminator.operands
            if is_memref(operand)
        )

    # Fixpoint ------------------------------------------------------------

    def _solve(self, root: SSAValue) -> None:
        """Computes the origins of `root` and everything it depends on, one
        strongly connected component of the flow graph at a time (Tarjan).
        The bookkeeping is keyed by the values' identities (they are alive
        throughout): a value's `__hash__` is a Python call."""
        solved = self._origins
        if id(root) in solved:
            return
        index: dict[int, int] = {}
        low: dict[int, int] = {}
        stack: list[SSAValue] = []
        on_stack: set[int] = set()
        work: list[tuple[SSAValue, int, Iterator[SSAValue]]] = []
        flow_of = self._flow

        def enter(value: SSAValue) -> None:
            key = id(value)
            index[key] = low[key] = len(index)
            stack.append(value)
            on_stack.add(key)
            work.append((value, key, iter(flow_of(value).sources)))

        enter(root)
        while work:
            value, key, sources = work[-1]
            descended = False
            for source in sources:
                source_key = id(source)
                if source_key in solved:
                    continue
                if source_key not in index:
                    enter(source)
                    descended = True
                    break
                if source_key in on_stack:
                    low[key] = min(low[key], index[source_key])
            if descended:
                continue
            work.pop()
            if work:
                parent_key = work[-1][1]
                low[parent_key] = min(low[parent_key], low[key])
            if low[key] != index[key]:
                continue
            members: list[SSAValue] = []
            while True:
                member = stack.pop()
                on_stack.discard(id(member))
                members.append(member)
                if member is value:
                    break
            collected: set[BufferOrigin] = set()
            if len(members) == 1:
                flow = flow_of(value)
                collected.update(flow.own)
                for source in flow.sources:
                    if source is not value:
                        collected.update(solved[id(source)])
            else:
                component = {id(member) for member in members}
                for member in members:
                    flow = flow_of(member)
                    collected.update(flow.own)
                    for source in flow.sources:
                        if id(source) not in component:
                            collected.update(solved[id(source)])
            result = frozenset(collected)
            for member in members:
                solved[id(member)] = result

    # Flow of one value -----------------------------------------------------

    def _flow(self, value: SSAValue) -> _Flow:
        if (known := self._flows.get(id(value))) is not None:
            return known
        # Exact classes (an `isinstance` that fails goes through `ABCMeta`;
        # one that holds does not), which narrow without `cast`.
        if type(value) is OpResult:
            flow = self._result_flow(value)
        else:
            assert isinstance(value, BlockArgument)
            flow = self._argument_flow(value)
        if flow is None:
            # The whole op or block was done at once (its memrefs).
            if (known := self._flows.get(id(value))) is not None:
                return known
            flow = _opaque(value)
        self._flows[id(value)] = flow
        self._alive.append(value)
        return flow

    def _set_flow(self, value: SSAValue, flow: _Flow) -> None:
        """Keeps `flow` as `value`'s, and `value` alive with it."""
        self._flows[id(value)] = flow
        self._alive.append(value)

    def _result_flow(self, value: OpResult) -> _Flow | None:
        op = value.op
        interfaces = self._interfaces(op)
        if interfaces.view is not None:
            if value in interfaces.view.view_results(op):
                return _Flow((interfaces.view.view_source(op),))
            return _opaque(value)
        if interfaces.flow is not None:
            sources = tuple(
                source
                for source, result in interfaces.flow.flows(op)
                if result is value
            )
            return _Flow(sources) if sources else _opaque(value)
        if (region_branch := interfaces.region_branch) is not None:
            self._region_branch_flows(op, region_branch)
            return None
        if (call := interfaces.call) is not None:
            self._call_flows(op, call)
            return None
        if type(op) is memref.GetGlobalOp:
            return _Flow(own=frozenset((self._global_origin(op),)))
        if (allocation := _allocation_origin(op, value)) is not None:
            return _Flow(own=frozenset((allocation,)))
        if not op.regions and get_effects(op) is None:
            return _unknown_effects_flow(op, value)
        return _opaque(value)

    def _argument_flow(self, value: BlockArgument) -> _Flow | None:
        block = value.block
        region = block.parent
        if region is None or region.parent is None:
            return _opaque(value)
        if block is not region.blocks.first:
            self._block_argument_flows(block)
            return None
        op = region.parent
        interfaces = self._interfaces(op)
        function = interfaces.function
        if function is not None and function.body(op) is region:
            return _Flow(own=frozenset((BufferOrigin(OriginKind.ARGUMENT, value),)))
        if (region_branch := interfaces.region_branch) is not None:
            self._region_branch_flows(op, region_branch)
            return None
        return _opaque(value)

    def _block_argument_flows(self, block: Block) -> None:
        """Arguments of a non-entry block get the operands of every branch to it."""
        sources: list[list[SSAValue]] = [[] for _ in block.args]
        opaque = [False] * len(block.args)
        for use in block.uses:
            edge = branch_edge(use)
            if edge is None:
                opaque = [True] * len(block.args)
                continue
            for position, argument in enumerate(block.args):
                if argument in edge.forwarded:
                    sources[position].extend(
                        self._refined(edge.forwarded[argument], edge.facts)
                    )
                else:
                    opaque[position] = True
        for argument, argument_sources, is_opaque in zip(
            block.args, sources, opaque, strict=True
        ):
            self._set_flow(
                argument,
                _Flow(
                    tuple(argument_sources),
                    _opaque(argument).own if is_opaque else frozenset(),
                ),
            )

    def _region_branch_flows(
        self, op: Operation, interface: RegionBranchOpInterface
    ) -> None:
        """The memref results and region entry arguments of `op` get what
        flows into them (no other value's flow is asked for: `_flow` makes
        theirs opaque)."""
        targets: list[SSAValue] = list(op.results)
        for region in op.regions:
            if (entry := region.blocks.first) is not None:
                targets.extend(entry.args)
        targets = memref_values(targets)
        # Keyed by the targets' identities (all alive): a value's `__hash__`
        # is a Python call, and each target is looked up several times.
        # Those that are not memrefs (ownership flags, induction variables)
        # are left out throughout.
        sources: dict[int, list[SSAValue]] = {}
        is_target = {id(target) for target in targets}
        opaque: set[int] = set()
        refined = self._refined

        def link(
            operands: Sequence[SSAValue],
            successor: RegionSuccessor,
            facts: Mapping[SSAValue, bool],
        ) -> None:
            inputs = successor.inputs
            if len(operands) != len(inputs):
                opaque.update(map(id, inputs))
                return
            for operand, target in zip(operands, inputs, strict=True):
                key = id(target)
                if key not in is_target:
                    continue
                found = sources.get(key)
                if found is None:
                    found = sources[key] = []
                if facts:
                    found.extend(refined(operand, facts))
                else:
                    found.append(operand)

        def declare(successor: RegionSuccessor) -> None:
            for target in successor.inputs:
                key = id(target)
                if key in is_target and key not in sources:
                    sources[key] = []

        for successor in interface.successors(op, None):
            link(interface.entry_operands(op, successor), successor, {})
            declare(successor)
        for region in op.regions:
            successors = interface.successors(op, region)
            for successor in successors:
                declare(successor)
            facts = interface.facts_on_entry(op, region)
            for terminator in region_exits(region):
                forwarding = self._interfaces(terminator).forwarding
                for successor in successors:
                    if forwarding is None:
                        opaque.update(map(id, successor.inputs))
                    else:
                        link(
                            forwarding.successor_operands(terminator, successor),
                            successor,
                            facts,
                        )
        flows = self._flows
        self._alive.extend(targets)
        for target in targets:
            key = id(target)
            found = sources.get(key)
            if found is None:
                # Nothing the interface describes flows here: unknown.
                flows[key] = _opaque(target)
                continue
            flows[key] = _Flow(
                tuple(found),
                _opaque(target).own if key in opaque else frozenset(),
            )

    # Path facts --------------------------------------------------------------

    def _refined(
        self, value: SSAValue, facts: Mapping[SSAValue, bool]
    ) -> Sequence[SSAValue]:
        """The values `value` can have been forwarded from where `facts` hold.

        The deallocation pass forwards each buffer next to its ownership flag
        (results of one op, arguments of one block), and guards a returned
        buffer with `scf.if %owned`: on the guarded path, an incoming edge that
        forwarded the constant `false` as the flag was not taken, so neither
        was the buffer it forwarded (typically a caller's argument).
        """
        if not facts or not is_memref(value):
            return (value,)
        if isinstance(value, OpResult):
            siblings: Sequence[SSAValue] = value.op.results
        else:
            assert isinstance(value, BlockArgument)
            if (
                value.block.parent is None
                or value.block is value.block.parent.first_block
            ):
                # Set again by each iteration of a loop op: like a back edge.
                return (value,)
            siblings = value.block.args
        decided = [
            (sibling, facts[sibling]) for sibling in siblings if sibling in facts
        ]
        if not decided:
            return (value,)
        edges = incoming_edges(value)
        if edges is None:
            return (value,)

        def not_taken(edge: Edge) -> bool:
            # The edge forwards a constant the facts contradict.
            return any(
                sibling in edge.forwarded
                and evaluate(edge.forwarded[sibling], {}) is (not known)
                for sibling, known in decided
            )

        kept = [edge for edge in edges if not not_taken(edge)]
        if len(kept) == len(edges) or (
            isinstance(value, BlockArgument)
            and any(self._is_back_edge(edge.source, value) for edge in kept)
        ):
            # A back edge forwards what the previous iteration computed, but
            # where the argument is visible, those values may be newer:
            # `buffer_base` and the single-origin rule would equate them.
            return (value,)
        return tuple(edge.forwarded[value] for edge in kept)

    def _is_back_edge(self, terminator: Operation, argument: BlockArgument) -> bool:
        """Whether `terminator` branches to `argument`'s block from a block
        that block dominates (it closes a loop)."""
        block = argument.block
        source = terminator.parent_block()
        region = block.parent
        if source is None or region is None:
            return True
        return self._dominance_in(region).dominates(block, source)

    def _dominance_in(self, region: Region) -> BlockDominance:
        if (known := self._dominance.get(region)) is None:
            known = self._dominance[region] = BlockDominance(region)
        return known

    # Calls -------------------------------------------------------------------

    def _call_flows(self, call: Operation, interface: CallOpInterface) -> None:
        callee = self._callee(call, interface)
        body = None if callee is None else self._function_body(callee)
        memref_results = [result for result in call.results if is_memref(result)]
        for result in call.results:
            self._set_flow(result, _opaque(result))
        if callee is None:
            return
        if body is None:
            # A declaration: the function boundary ABI makes every result a
            # fresh buffer.
            group = call if len(memref_results) > 1 else None
            for result in memref_results:
                origin = BufferOrigin(
                    OriginKind.ALLOCATION, (call, result.index), group, call
                )
                self._set_flow(result, _Flow(own=frozenset((origin,))))
            return
        summary = self._summary(callee)
        if isinstance(summary, _InProgress):
            return
        arguments = interface.arguments(call)
        for result in memref_results:
            if result.index >= len(summary):
                continue
            sources: list[SSAValue] = []
            own: set[BufferOrigin] = set()
            for origin in summary[result.index]:
                if origin.kind is not OriginKind.ARGUMENT:
                    own.add(origin.through_call(call))
                    continue
                assert isinstance(origin.identity, BlockArgument)
                position = origin.identity.index
                if position < len(arguments):
                    sources.append(arguments[position])
                else:
                    own.update(_opaque(result).own)
            self._set_flow(result, _Flow(tuple(sources), frozenset(own)))

    def _callee(self, call: Operation, interface: CallOpInterface) -> Operation | None:
        """The function `call` calls, if it is a known function of the module."""
        name = interface.callee(call)
        if name is None:
            return None
        table = nearest_symbol_table(call)
        if table is None:
            return None
        callee = self._symbol_map(table).get(name)
        if callee is None or self._interfaces(callee).function is None:
            return None
        return callee

    def _symbol_map(self, table: Operation) -> dict[str, Operation]:
        if (known := self._symbols.get(table)) is not None:
            return known
        symbols: dict[str, Operation] = {}
        for region in table.regions:
            for block in region.blocks:
                for op in block_ops(block):
                    if (function := self._interfaces(op).function) is not None:
                        symbols[function.symbol_name(op)] = op
        self._symbols[table] = symbols
        return symbols

    def _summary(self, function: Operation) -> _Summary | _InProgress:
        if function not in self._summaries:
            self._prepare_summaries(function)
        return self._summaries[function]

    def _prepare_summaries(self, root: Operation) -> None:
        """Summarizes `root` and every function it reaches by calls, callees
        first.  A call that closes a cycle sees `_IN_PROGRESS` and is treated
        as returning unknown buffers."""
        self._summaries[root] = _IN_PROGRESS
        work: list[tuple[Operation, Iterable[Operation]]] = [
            (root, iter(self._callees(root)))
        ]
        while work:
            function, callees = work[-1]
            for callee in callees:
                if callee not in self._summaries:
                    self._summaries[callee] = _IN_PROGRESS
                    work.append((callee, iter(self._callees(callee))))
                    break
            else:
                work.pop()
                self._summaries[function] = self._compute_summary(function)

    def ops_noting_calls(self, root: Region, op_type: type[_OpT]) -> list[_OpT]:
        """The ops of `op_type` in `root`, in walk order (`ops_of_type`),
        found by a walk that also notes the calls in the body of each
        function in `root`: a pass walking the module anyway spares the
        analysis a walk of each function for its callees.  The notes hold
        while no call is added to a function of `root` (a call erased only
        summarizes a callee no call needs)."""
        calls: dict[Operation, list[Operation]] = {}
        found: list[Operation] = []
        # Per op class: whether its ops are found, are functions, are calls
        # (most are none of them, and cost a lookup and the walk's steps).
        kinds: dict[type[Operation], tuple[bool, bool, bool]] = {}
        # `ops_in`'s walk, without a generator step per op.
        stack: list[Operation] = []
        push_ops_of(root, stack)
        while stack:
            op = stack.pop()
            op_class = type(op)
            kind = kinds.get(op_class)
            if kind is None:
                interfaces = self._interfaces(op)
                kind = kinds[op_class] = (
                    issubclass(op_class, op_type),
                    interfaces.function is not None,
                    interfaces.call is not None,
                )
            is_found, is_function, is_call = kind
            if is_found:
                found.append(op)
            if is_function:
                calls[op] = []
            if is_call:
                self._note_call(op, calls)
            if op.regions:
                for region in reversed(op.regions):
                    push_ops_of(region, stack)
        self._calls.update(calls)
        return cast(list[_OpT], found)

    def _note_call(
        self, call: Operation, calls: dict[Operation, list[Operation]]
    ) -> None:
        """Notes `call` in the body of every function of `calls` it is
        nested in: what a walk of each one's body would find."""
        child = call
        parent = call.parent_op()
        while parent is not None:
            noted = calls.get(parent)
            if noted is not None:
                function = self._interfaces(parent).function
                assert function is not None
                if child.parent_region() is function.body(parent):
                    noted.append(call)
            child = parent
            parent = parent.parent_op()

    def _callees(self, function: Operation) -> list[Operation]:
        """The functions with a body that `function` calls directly."""
        body = self._function_body(function)
        if body is None:
            return []
        callees: list[Operation] = []
        calls = self._calls.get(function)
        if calls is None:
            calls = self._calls_in(body)
        for op in calls:
            call = self._interfaces(op).call
            assert call is not None
            callee = self._callee(op, call)
            if callee is not None and self._function_body(callee) is not None:
                callees.append(callee)
        return callees

    def _calls_in(self, body: Region) -> list[Operation]:
        """The call ops in `body`, in walk order."""
        # The interfaces looked up in place rather than through
        # `_interfaces`: every op of the function is asked.
        known = self._interface_cache
        calls: list[Operation] = []
        for op in ops_in(body):
            interfaces = known.get(type(op))
            if interfaces is None:
                interfaces = self._interfaces(op)
            if interfaces.call is not None:
                calls.append(op)
        return calls

    def _compute_summary(self, function: Operation) -> _Summary:
        body = self._function_body(function)
        assert body is not None
        returns = list(region_exits(body))
        width = max((len(terminator.operands) for terminator in returns), default=0)
        summary: list[set[BufferOrigin]] = [set() for _ in range(width)]
        for terminator in returns:
            for position in range(width):
                if position >= len(terminator.operands):
                    # Malformed return: whatever the caller gets is unknown.
                    summary[position].add(
                        BufferOrigin(OriginKind.OPAQUE, (terminator, position))
                    )
                    continue
                operand = terminator.operands[position]
                if is_memref(operand):
                    self._solve(operand)
                    summary[position].update(self._origins[id(operand)])
        return tuple(frozenset(origins) for origins in summary)

    # Origins of single ops -----------------------------------------------------

    def _global_origin(self, op: memref.GetGlobalOp) -> BufferOrigin:
        table = nearest_symbol_table(op)
        return BufferOrigin(
            OriginKind.GLOBAL, (table, op.name_.string_value()), point=None
        )

    # Freshness -----------------------------------------------------------------

    def _fresh_after(self, fresh_origins: Origins, other: SSAValue) -> bool:
        """Whether a value with origins `fresh_origins` holds the newest buffer
        of one allocation, created after `other` (whose buffer it cannot be) is
        defined."""
        if len(fresh_origins) != 1:
            return False
        (origin,) = fresh_origins
        if origin.kind is not OriginKind.ALLOCATION or origin.point is None:
            return False
        return self.properly_dominates(other, origin.point)

    def properly_dominates(self, value: SSAValue, op: Operation) -> bool:
        """Whether `value` is defined before `op` runs, on every path to it."""
        # Exact classes: an `isinstance` against xDSL's `SSAValue` classes
        # goes through `ABCMeta`, and this is asked at every step.
        if type(value) is BlockArgument:
            block = value.block
            defining_op = None
        else:
            assert isinstance(value, OpResult)
            defining_op = value.op
            block = defining_op.parent
        if block is None:
            return False
        ancestor = ancestor_in_block(block, op)
        if ancestor is not None:
            return defining_op is None or (
                ancestor is not defining_op
                and self._order.is_before(defining_op, ancestor)
            )
        region = block.parent
        op_block = op.parent
        if region is None or op_block is None:
            return False
        ancestor_block = ancestor_block_in_region(region, op_block)
        if ancestor_block is None:
            return False
        return self._dominance_in(region).strictly_dominates(block, ancestor_block)


def _sharing_key(origin: BufferOrigin) -> Hashable:
    """Origins that are not distinct (`is_distinct_from`), neither opaque,
    have the same key; some distinct ones do too (globals of one table)."""
    if origin.kind in (OriginKind.ARGUMENT, OriginKind.GLOBAL):
        return OriginKind.ARGUMENT
    if origin.group is not None:
        return ("group", origin.group)
    return origin


def _opaque(value: SSAValue) -> _Flow:
    return _Flow(own=frozenset((BufferOrigin(OriginKind.OPAQUE, value),)))


def _unknown_effects_flow(op: Operation, value: OpResult) -> _Flow:
    """A memref result of an op with unknown effects is one of its memref
    operands or a fresh buffer: the model of the deallocation pass, which
    frees the result unless it is an operand the block does not own."""
    memref_results = sum(1 for result in op.results if is_memref(result))
    fresh = BufferOrigin(
        OriginKind.ALLOCATION, value, op if memref_results > 1 else None, op
    )
    sources = tuple(dict.fromkeys(v for v in op.operands if is_memref(v)))
    return _Flow(sources, frozenset((fresh,)))


def _allocation_origin(op: Operation, value: OpResult) -> BufferOrigin | None:
    """The origin of `value` if `op` allocates it.

    xDSL's effect traits mostly leave the affected value unnamed; an unnamed
    `ALLOC` of an op without regions is taken to create all its memref results
    (possibly one buffer for several of them).  An op with regions reports the
    effects of its nested ops, so there an unnamed effect says nothing.
    """
    effects = get_effects(op)
    if effects is None:
        return None
    allocations = [e for e in effects if e.kind is MemoryEffectKind.ALLOC]
    if any(effect.value is value for effect in allocations):
        return BufferOrigin(OriginKind.ALLOCATION, value, point=op)
    if op.regions or not any(effect.value is None for effect in allocations):
        return None
    memref_results = sum(1 for result in op.results if is_memref(result))
    group = op if memref_results > 1 else None
    return BufferOrigin(OriginKind.ALLOCATION, value, group, op)
