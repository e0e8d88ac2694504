"""Where a buffer may come from on the runs where a boolean holds.

A dealloc frees each memref only under its condition, so two memrefs need a
run-time pointer comparison only if they may share a buffer on runs where
both conditions hold.  The conditions are ownership indicators, forwarded
by the deallocation pass next to their buffers, and they say a lot about
which buffer is there: after

    %loop, %owned = scf.for ... iter_args(%it = %init, %o = %false) {
      %fresh = memref.alloc()
      %pick = arith.select %d, %fresh, %it
      scf.yield %pick, (%o and not %d) or %d
    }

`%loop` may be `%init`, but whenever `%owned` holds it is a `%fresh`
buffer: `dealloc (%init, %loop) if (%true, %owned)` frees two distinct
buffers, with no comparison.  MLIR compares their pointers at run time.

The origins of a value given assumptions (booleans with known values) are
found by following its buffer back: through views unchanged; through a
select (`ViewFlowOpInterface`) to each operand its facts allow
(`facts_on_flow`); and through the edges that set the value together with
an assumed boolean (`incoming_edges`: a buffer and its indicator, forwarded
by one branch or yield), to the operands forwarded on each edge, under the
assumptions those operands then must satisfy.  Boolean `arith` ops are split
into cases (`BooleanCases`), and a case contradicting a constant or itself
(the loop entry forwarding `%false`) contributes nothing.  Loops make the
equations recursive; they are solved to the least fixpoint, as the
unconditioned origins are.

Assumptions hold for the values visible where the query is; a step through
a view or select stays at the same point (the view's source and the
select's condition were computed no later), but an edge goes back to where
the operands were forwarded, so only the assumptions on the values set by
that edge carry over, and for the edges of a region-branch op (an `scf.if`
deciding between a fresh buffer and the loop's, say) those on values
defined before the op, which do not change while it runs.  Anything else
falls back to the unconditioned origins (`BufferOriginAnalysis.origins`),
which are always sound.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue

from xdsl_dealloc.analysis.buffer_aliasing import (
    AliasResult,
    BufferOrigin,
    BufferOriginAnalysis,
    Origins,
)
from xdsl_dealloc.analysis.edges import Edge, incoming_edges, setting_op
from xdsl_dealloc.analysis.path_conditions import BooleanCases
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.interfaces.view_like import ViewFlowOpInterface, ViewLikeOpInterface
from xdsl_dealloc.ir.booleans import constant_bool

MAX_STEPS = 128
"""How many (assumptions, value) pairs one query may evaluate (each pass of
the fixpoint counts) before settling for the unconditioned origins."""

_Assumptions = frozenset[tuple[SSAValue, bool]]
_Query = tuple[_Assumptions, SSAValue]


class ConditionedAliasing:
    """Alias queries between memrefs that matter only where their conditions
    hold, on top of a `BufferOriginAnalysis`.

    Answers stay true under rewrites that keep what each surviving value
    holds at run time, but they are found from the IR as it was: a flag
    forwarded as an opaque dealloc result, later resolved to a formula,
    says more then.  So the ops whose operands an answer was read from are
    kept, and `modified` of one of them drops everything read from the IR
    (not the plain analysis, whose answers such rewrites do not sharpen);
    a rewrite elsewhere keeps the answers."""

    def __init__(self, analysis: BufferOriginAnalysis) -> None:
        self.analysis = analysis
        # The ops read, by their ids (an op's `__hash__` is a Python call,
        # and `modified` is told of every op a rewrite touches), each held.
        self._reads: dict[int, Operation] = {}
        self._booleans = BooleanCases(self._reads)
        self._origins: dict[tuple[SSAValue, SSAValue], Origins] = {}
        self._exact: dict[_Query, Origins] = {}
        self._edges: dict[SSAValue, list[Edge] | None] = {}
        self.generation = 0
        """Counts the times everything read from the IR was dropped."""

    def modified(self, op: Operation) -> None:
        """`op` changed in place or was removed: the answers read from its
        operands, and everything derived from them, go."""
        if id(op) in self._reads:
            self._reads.clear()
            self._booleans = BooleanCases(self._reads)
            self._origins.clear()
            self._exact.clear()
            self._edges.clear()
            self.generation += 1

    def read(self, op: Operation) -> None:
        """An answer depends on the operands of `op`."""
        self._reads[id(op)] = op

    def edges(self, value: SSAValue) -> list[Edge] | None:
        """`incoming_edges(value)`, remembered."""
        # One lookup (a value hashes in Python) where the edges are known.
        known = self._edges.get(value, _NOT_READ)
        if known is not _NOT_READ:
            return known
        self._reads.update((id(op), op) for op in _edge_readers(value))
        edges = self._edges[value] = incoming_edges(value)
        return edges

    def alias(
        self,
        first: SSAValue,
        first_condition: SSAValue,
        second: SSAValue,
        second_condition: SSAValue | None = None,
    ) -> AliasResult:
        """`BufferOriginAnalysis.alias`, except NEVER also when the two may
        share a buffer, but not on runs where `first_condition` and
        `second_condition` (None: always) hold."""
        answer = self.analysis.alias(first, second)
        if answer is not AliasResult.MAY:
            return answer
        first_origins = self.origins_where(first, first_condition)
        second_origins = (
            self.analysis.origins(second)
            if second_condition is None
            else self.origins_where(second, second_condition)
        )
        if all(a.is_distinct_from(b) for a in first_origins for b in second_origins):
            return AliasResult.NEVER
        return AliasResult.MAY

    def origins_where(self, value: SSAValue, condition: SSAValue) -> Origins:
        """The origins `value`'s buffer may come from on runs where the `i1`
        `condition` is true."""
        if (constant := constant_bool(condition)) is not None:
            return self.analysis.origins(value) if constant else frozenset()
        key = (value, condition)
        if (known := self._origins.get(key)) is None:
            try:
                solver = _Solver(self, self._booleans, self._exact)
                known = solver.solve(value, condition)
            except _GiveUp:
                known = self.analysis.origins(value)
            self._origins[key] = known
        return known


_NOT_READ: list[Edge] = []
"""Marks a value `ConditionedAliasing.edges` has not read the edges of."""


class _GiveUp(Exception):
    """The query needs more than `MAX_STEPS` steps or `MAX_CASES` cases."""


class _Solver:
    """One query, solved by rounds of evaluation until no approximation of
    a query on a cycle changes.  What is computed without reading an
    approximation is exact, and kept in `exact` for later rounds and
    queries; so are the edges of each value, in `conditioned`."""

    def __init__(
        self,
        conditioned: ConditionedAliasing,
        booleans: BooleanCases,
        exact: dict[_Query, Origins],
    ) -> None:
        self.conditioned = conditioned
        self.analysis = conditioned.analysis
        self.booleans = booleans
        self.exact = exact
        self.approximations: dict[_Query, Origins] = {}
        self.approximate_reads = 0
        self.steps = 0
        self.evaluated: dict[_Query, Origins] = {}
        self.in_progress: set[_Query] = set()
        self.used_approximation = False
        self.changed = False

    def solve(self, value: SSAValue, condition: SSAValue) -> Origins:
        while True:
            self.evaluated = {}
            self.in_progress = set()
            self.used_approximation = False
            self.changed = False
            origins = self.where([(condition, True)], value)
            if not self.used_approximation or not self.changed:
                return origins

    def where(
        self,
        literals: Iterable[tuple[SSAValue, bool]],
        value: SSAValue,
        assumed: _Assumptions = frozenset(),
    ) -> Origins:
        """The origins of `value` on runs where all `literals` hold, on top
        of the split assumptions `assumed`."""
        cases = self.booleans.split(tuple(literals), assumed)
        if cases is None:
            raise _GiveUp
        if len(cases) == 1:
            return self.evaluate((cases[0], value))
        return _union([self.evaluate((case, value)) for case in cases])

    def evaluate(self, query: _Query) -> Origins:
        if (known := self.exact.get(query)) is not None:
            return known
        if (known := self.evaluated.get(query)) is not None:
            # Computed this round from an approximation.
            self.approximate_reads += 1
            return known
        if query in self.in_progress:
            self.used_approximation = True
            self.approximate_reads += 1
            return self.approximations.get(query, frozenset())
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _GiveUp
        reads = self.approximate_reads
        self.in_progress.add(query)
        origins = self.compute(*query)
        self.in_progress.discard(query)
        if reads == self.approximate_reads:
            self.exact[query] = origins
            return origins
        if self.approximations.get(query, frozenset()) != origins:
            self.approximations[query] = origins
            self.changed = True
        self.evaluated[query] = origins
        return origins

    def compute(self, assumed: _Assumptions, value: SSAValue) -> Origins:
        if not assumed:
            return self.analysis.origins(value)
        if type(value) is OpResult:  # not `isinstance`: see `defining_op`
            op = value.op
            self.conditioned.read(op)
            if (view := get_interface(op, ViewLikeOpInterface)) is not None:
                if value not in view.view_results(op):
                    return self.analysis.origins(value)
                return self.evaluate((assumed, view.view_source(op)))
            if (flow := get_interface(op, ViewFlowOpInterface)) is not None:
                flows = flow.sources_of(op, value)
                if not flows:
                    return self.analysis.origins(value)
                return _union(
                    [
                        self.where(facts.items(), operand, assumed)
                        for operand, facts in flows
                    ]
                )
        edges = self.conditioned.edges(value)
        if edges is None:
            return self.analysis.origins(value)
        carried = [
            (target, holds)
            for target, holds in assumed
            if any(target in edge.forwarded for edge in edges)
        ]
        scope = setting_op(value)
        unchanged = [
            (other, holds)
            for other, holds in assumed
            if scope is not None and self.analysis.properly_dominates(other, scope)
        ]
        if not carried and not any(
            other in edge.facts for other, _ in unchanged for edge in edges
        ):
            # Nothing set by the edges is assumed, and what else is assumed
            # rules none of them out: following them further is costly and
            # rarely tells more.
            return self.analysis.origins(value)
        return _union(
            [
                self.where(
                    [
                        *(
                            (edge.forwarded[target], holds)
                            for target, holds in carried
                            if target in edge.forwarded
                        ),
                        *unchanged,
                        *edge.facts.items(),
                    ],
                    edge.forwarded[value],
                )
                for edge in edges
            ]
        )


def _union(parts: Sequence[Origins]) -> Origins:
    """The union of `parts`; a single part is its own (frozen, so shared)."""
    if len(parts) == 1:
        return parts[0]
    collected: set[BufferOrigin] = set()
    for part in parts:
        collected.update(part)
    return frozenset(collected)


def _edge_readers(value: SSAValue) -> list[Operation]:
    """The ops whose operands `incoming_edges(value)` reads: the region-branch
    op setting `value` and the terminators of its regions, or the branches
    to `value`'s block."""
    if type(value) is OpResult:  # not `isinstance`: see `defining_op`
        op = value.op
    else:
        assert isinstance(value, BlockArgument)
        block = value.block
        region = block.parent
        if region is None:
            return []
        if block is not region.first_block:
            return [use.operation for use in block.uses]
        if (parent := region.parent) is None:
            return []
        op = parent
    readers = [op]
    for region in op.regions:
        for block in region.blocks:
            if (terminator := block.last_op) is not None:
                readers.append(terminator)
    return readers
