"""The `BufferDeallocationOpInterface` models of `cf.cond_br` and `cf.switch`.

`cf.cond_br` and `cf.switch` branch to several successors, which the generic
handler does not support: they take over their own processing
(`deallocate_per_edge`): as in MLIR, one `bufferization.dealloc` per
outgoing edge, each condition conjoined with the condition of taking that
edge, so no buffer is freed twice; or, when the edges keep mostly the same
values, one shared dealloc and per edge only what differs.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import arith, cf
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.deallocation_state import DeallocationState
from xdsl_dealloc.interfaces.registry import get_interface, register_interface
from xdsl_dealloc.ir.types import memref_values


def deallocate_per_edge(
    state: DeallocationState, op: Operation, edge_taken: Callable[[int], SSAValue]
) -> None:
    """Deallocates before terminator `op`, whose edge k is taken when
    `edge_taken(k)` holds (exactly one does at run time; asked only for the
    edges that need it, as it may build ops).

    As in MLIR, each edge can get a dealloc of every owned memref, guarded by
    the edge's condition and retaining what the edge keeps.  When the edges
    keep mostly the same values, that compares the same pointers once per
    edge; then one shared dealloc frees what no edge keeps, and each edge
    frees only what the others keep and it does not.  Whichever lists fewer
    memrefs in all is built.
    """
    branch = get_interface(op, BranchOpInterface)
    assert branch is not None
    block = op.parent_block()
    assert block is not None
    edges = _Edges(state, block, InsertPoint.before(op), _once_per_edge(edge_taken))
    retained_per_edge = [
        state.memrefs_to_retain(block, successor, branch.successor_operands(op, index))
        for index, successor in enumerate(op.successors)
    ]
    # Values are keyed by `id` here: an SSA value hashes in Python.
    retained_anywhere = list(
        {id(v): v for vs in retained_per_edge for v in vs}.values()
    )
    only_elsewhere = sum(
        len(retained_anywhere) - len(retained) for retained in retained_per_edge
    )
    owned = len(edges.memrefs)
    if owned + only_elsewhere < owned * len(retained_per_edge):
        edge_updates = edges.shared_then_per_edge(retained_per_edge, retained_anywhere)
    else:
        edge_updates = edges.one_per_edge(retained_per_edge)
    # A value retained on several edges owns what the edge taken says.
    state.reset_ownerships(retained_anywhere, block)
    for value in retained_anywhere:
        key = id(value)
        updated_on = [
            (index, updates[key])
            for index, updates in enumerate(edge_updates)
            if key in updates
        ]
        ownership = updated_on[-1][1]
        for index, updated in reversed(updated_on[:-1]):
            ownership = edges.booleans.select(edges.taken(index), updated, ownership)
        state.update_ownership(value, ownership, block)
    for index, updates in enumerate(edge_updates):
        if forwarded := memref_values(branch.successor_operands(op, index)):
            branch.append_successor_operands(
                op, index, [updates[id(value)] for value in forwarded]
            )


def _once_per_edge(edge_taken: Callable[[int], SSAValue]) -> Callable[[int], SSAValue]:
    """`edge_taken`, asked once per edge (it builds ops); a dict rather
    than `functools.cache`, whose wrapper costs more to make than a few
    questions do."""
    known: dict[int, SSAValue] = {}

    def taken(index: int) -> SSAValue:
        if (condition := known.get(index)) is None:
            condition = known[index] = edge_taken(index)
        return condition

    return taken


class _Edges:
    """The deallocs before a multi-successor terminator; each form returns,
    per edge, the new ownership of every value the edge retains (by the
    value's `id`)."""

    def __init__(
        self,
        state: DeallocationState,
        block: Block,
        point: InsertPoint,
        taken: Callable[[int], SSAValue],
    ) -> None:
        self.state, self.block, self.point, self.taken = state, block, point, taken
        self.booleans = state.builder.booleans(point)
        self.memrefs, self.conditions = state.memrefs_and_conditions_to_deallocate(
            block, point
        )

    def _dealloc(
        self,
        memrefs: list[SSAValue],
        conditions: list[SSAValue],
        retained: list[SSAValue],
    ) -> dict[int, SSAValue]:
        updated = self.state.build_dealloc(
            self.block, self.point, memrefs, conditions, retained
        )
        return {id(value): new for value, new in zip(retained, updated, strict=True)}

    def one_per_edge(
        self, retained_per_edge: list[list[SSAValue]]
    ) -> list[dict[int, SSAValue]]:
        """Every owned memref on every edge, under the edge's condition."""
        return [
            self._dealloc(
                self.memrefs,
                [self.booleans.and_(self.taken(index), c) for c in self.conditions],
                retained,
            )
            for index, retained in enumerate(retained_per_edge)
        ]

    def shared_then_per_edge(
        self,
        retained_per_edge: list[list[SSAValue]],
        retained_anywhere: list[SSAValue],
    ) -> list[dict[int, SSAValue]]:
        """One dealloc retaining what any edge keeps, then per edge one
        freeing (if the first left it owned) what only other edges keep."""
        owned = self._dealloc(self.memrefs, self.conditions, retained_anywhere)
        edge_updates: list[dict[int, SSAValue]] = []
        for index, retained in enumerate(retained_per_edge):
            updates = {id(value): owned[id(value)] for value in retained}
            dropped = [v for v in retained_anywhere if id(v) not in updates]
            if dropped:
                also_owned = self._dealloc(
                    [self.state.dealloc_name(v, self.point) for v in dropped],
                    [
                        self.booleans.and_(self.taken(index), owned[id(v)])
                        for v in dropped
                    ],
                    retained,
                )
                for value in retained:
                    key = id(value)
                    updates[key] = self.booleans.or_(updates[key], also_owned[key])
            edge_updates.append(updates)
        return edge_updates


class CfCondBranchDeallocation(BufferDeallocationOpInterface):
    def process(self, op: Operation, state: DeallocationState) -> Operation:
        assert isinstance(op, cf.ConditionalBranchOp)
        booleans = state.builder.booleans(InsertPoint.before(op))
        deallocate_per_edge(
            state, op, lambda edge: op.cond if edge == 0 else booleans.not_(op.cond)
        )
        return op


class CfSwitchDeallocation(BufferDeallocationOpInterface):
    def process(self, op: Operation, state: DeallocationState) -> Operation:
        assert isinstance(op, cf.SwitchOp)
        point = InsertPoint.before(op)
        booleans = state.builder.booleans(point)
        # Case k is taken when the flag matches it and no earlier case, so the
        # edge conditions are exclusive even with repeated case values.
        case_taken: list[SSAValue] = []
        any_earlier: SSAValue | None = None
        values = [] if op.case_values is None else op.case_values.get_values()
        flag_type = op.flag.type
        assert isinstance(flag_type, IntegerType | IndexType)
        for value in values:
            constant = arith.ConstantOp(IntegerAttr(value, flag_type))
            matches = arith.CmpiOp(op.flag, constant, "eq")
            state.builder.insert_ops([constant, matches], point)
            if any_earlier is None:
                case_taken.append(matches.result)
                any_earlier = matches.result
                continue
            not_earlier = booleans.not_(any_earlier)
            case_taken.append(booleans.and_(matches.result, not_earlier))
            any_earlier = booleans.or_(any_earlier, matches.result)
        default_taken = (
            state.constant(point.block, True)
            if any_earlier is None
            else booleans.not_(any_earlier)
        )
        edge_taken = [default_taken, *case_taken]
        deallocate_per_edge(state, op, edge_taken.__getitem__)
        return op


def register() -> None:
    """Attaches the deallocation models of `cf.cond_br` and `cf.switch`."""
    register_interface(cf.ConditionalBranchOp, CfCondBranchDeallocation())
    register_interface(cf.SwitchOp, CfSwitchDeallocation())
