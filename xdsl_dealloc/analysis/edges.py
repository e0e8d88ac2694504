"""The edges along which values defined together receive what flows into them.

The arguments of a block, the results of a region-branch op and the entry
arguments of one of its regions are each set at once, by one edge of the
control flow: a branch, the op entering a region, a terminator going to a
sibling region or back to the op.  The deallocation pass forwards each buffer
on the same edge as its ownership indicator, so what holds for the forwarded
operands together holds for the values together (see `_refined` and
`conditioned_origins`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import NamedTuple, cast

from xdsl.ir import BlockArgument, Operation, OpResult, Region, SSAValue, Use

from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.registry import get_interface


class Edge(NamedTuple):
    """One way control sets a group of values."""

    source: Operation
    """The terminator forwarding the operands, or the op entering a region."""
    forwarded: Mapping[SSAValue, SSAValue]
    """Each value set on this edge, to the operand it receives."""
    facts: Mapping[SSAValue, bool]
    """Booleans known where the operands are forwarded (a conditional
    branch's condition, an if's condition inside its regions)."""


def incoming_edges(value: SSAValue) -> list[Edge] | None:
    """Every edge setting `value` (with the values set together with it);
    None if some edge is not described by an interface, or does not say
    what it forwards to `value`."""
    edges = edges_setting(value)
    if edges is None or any(value not in edge.forwarded for edge in edges):
        return None
    return edges


def setting_op(value: SSAValue) -> Operation | None:
    """The region-branch op whose edges set `value` (a result, or an
    argument of one of its regions' entry blocks); None for the arguments
    of other blocks, set by branches within one region."""
    if type(value) is OpResult:  # not `isinstance`: see `defining_op`
        return cast(OpResult, value).op
    block = cast(BlockArgument, value).block
    region = block.parent
    if region is None or block is not region.first_block:
        return None
    return region.parent


def edges_setting(value: SSAValue) -> list[Edge] | None:
    """Every edge setting the values set together with `value` (the
    results of its op, the arguments of its block), whether or not it
    says what it forwards to `value`; None if some edge is not described
    by an interface."""
    if type(value) is OpResult:
        return region_branch_edges(cast(OpResult, value).op, None)
    block = cast(BlockArgument, value).block
    region = block.parent
    if region is None:
        return None
    if block is not region.blocks.first:
        edges: list[Edge] = []
        for use in block.uses:
            if (edge := branch_edge(use)) is None:
                return None
            edges.append(edge)
        return edges
    op = region.parent
    if op is None:
        return None
    return region_branch_edges(op, region)


def branch_edge(use: Use) -> Edge | None:
    """The edge of the branch making `use` of a block, None if the user is
    not a branch (`BranchOpInterface`).  Leading arguments of the block not
    fed by the branch's operands (produced by the branch) are not set."""
    terminator = use.operation
    branch = get_interface(terminator, BranchOpInterface)
    if branch is None:
        return None
    block = terminator.successors[use.index]
    operands = branch.successor_operands(terminator, use.index)
    inputs = block.args[len(block.args) - len(operands) :]
    return Edge(
        terminator,
        _pairs(inputs, operands),
        branch.facts_on_edge(terminator, use.index),
    )


def region_branch_edges(op: Operation, region: Region | None) -> list[Edge] | None:
    """The edges of the region-branch op `op` setting its results (`region`
    None) or the entry arguments of `region`, one of its regions; None if
    `op` or a terminator forwarding along them has no interface."""
    interface = get_interface(op, RegionBranchOpInterface)
    if interface is None:
        return None
    if region is None:
        return _region_branch_edges(
            op, interface, lambda successor: successor.is_parent
        )
    return _region_branch_edges(
        op, interface, lambda successor: successor.region is region
    )


def _region_branch_edges(
    op: Operation,
    interface: RegionBranchOpInterface,
    is_target: Callable[[RegionSuccessor], bool],
) -> list[Edge] | None:
    edges: list[Edge] = []
    for successor in interface.successors(op, None):
        if is_target(successor):
            facts = (
                {}
                if successor.region is None
                else interface.facts_on_entry(op, successor.region)
            )
            operands = interface.entry_operands(op, successor)
            edges.append(Edge(op, _pairs(successor.inputs, operands), facts))
    for region in op.regions:
        targets = [s for s in interface.successors(op, region) if is_target(s)]
        if not targets:
            continue
        facts = interface.facts_on_entry(op, region)
        for terminator in region_exits(region):
            forwarding = get_interface(terminator, RegionBranchTerminatorOpInterface)
            if forwarding is None:
                return None
            for successor in targets:
                operands = forwarding.successor_operands(terminator, successor)
                edges.append(
                    Edge(terminator, _pairs(successor.inputs, operands), facts)
                )
    return edges


class Forwarding(NamedTuple):
    """One edge as the interfaces give it, for those who read only what it
    forwards: the values it sets and the operands they receive, position
    by position (nothing is set if their numbers differ, as in `Edge`)."""

    source: Operation
    """The terminator forwarding the operands, or the op entering a region."""
    inputs: Sequence[SSAValue]
    operands: Sequence[SSAValue]

    def received(self, value: OpResult | BlockArgument, size: int) -> SSAValue | None:
        """The operand this edge forwards to `value`, None if it sets no
        such value.  `size`: how many values are set together with `value`
        (its op's results, its block's arguments), of which `inputs` is
        usually a suffix: `value` is looked for at its index there."""
        inputs = self.inputs
        count = len(inputs)
        if count != len(self.operands):
            return None
        index = value.index - size + count
        if not (0 <= index < count and inputs[index] is value):
            # Not where a suffix would have it: the last such input, as
            # `Edge.forwarded` (a dict) would give it.
            matches = [i for i, v in enumerate(inputs) if v is value]
            if not matches:
                return None
            index = matches[-1]
        return self.operands[index]


def region_branch_forwarding(
    op: Operation,
) -> dict[Region | None, list[Forwarding] | None] | None:
    """`region_branch_edges` of every group of values the region-branch op
    `op` sets at once (its results under None, each region's entry
    arguments under the region), in the same order, as `Forwarding`s
    (without the facts the edges know): for those who read only what the
    edges forward, which is a fraction of the cost for an op setting
    several groups.  None if `op` has no interface."""
    interface = get_interface(op, RegionBranchOpInterface)
    if interface is None:
        return None
    by_target: dict[Region | None, list[Forwarding] | None] = {None: []}
    for region in op.regions:
        by_target[region] = []
    for successor in interface.successors(op, None):
        edges = by_target.setdefault(successor.region, [])
        if edges is not None:
            operands = interface.entry_operands(op, successor)
            edges.append(Forwarding(op, successor.inputs, operands))
    for region in op.regions:
        successors = interface.successors(op, region)
        if not successors:
            continue
        for terminator in region_exits(region):
            forwarding = get_interface(terminator, RegionBranchTerminatorOpInterface)
            for successor in successors:
                target = successor.region
                edges = by_target.setdefault(target, [])
                if edges is None:
                    continue
                if forwarding is None:
                    by_target[target] = None
                    continue
                operands = forwarding.successor_operands(terminator, successor)
                edges.append(Forwarding(terminator, successor.inputs, operands))
    return by_target


def forwarding_setting(value: SSAValue) -> list[Forwarding] | None:
    """`edges_setting(value)` as `Forwarding`s: every edge setting the
    values set together with `value`; None if some edge is not described
    by an interface."""
    if type(value) is OpResult:
        by_group = region_branch_forwarding(cast(OpResult, value).op)
        return None if by_group is None else by_group.get(None)
    block = cast(BlockArgument, value).block
    region = block.parent
    if region is None:
        return None
    if block is not region.first_block:
        edges: list[Forwarding] = []
        for use in block.uses:
            terminator = use.operation
            branch = get_interface(terminator, BranchOpInterface)
            if branch is None:
                return None
            operands = branch.successor_operands(terminator, use.index)
            inputs = block.args[len(block.args) - len(operands) :]
            edges.append(Forwarding(terminator, inputs, operands))
        return edges
    op = region.parent
    if op is None:
        return None
    by_group = region_branch_forwarding(op)
    return None if by_group is None else by_group.get(region)


def region_exits(region: Region) -> Iterator[Operation]:
    """The terminators through which control leaves `region` (to the parent
    op or a sibling region): those without successor blocks."""
    # Following the links, and asking for the successors' uses, a stored
    # tuple (`successors` builds a view object): the sweeps ask this of
    # every region-branch op they visit.
    block = region.first_block
    while block is not None:
        terminator = block.last_op
        if terminator is not None and not terminator.successor_uses:
            yield terminator
        block = block.next_block


def _pairs(
    inputs: Sequence[SSAValue], operands: Sequence[SSAValue]
) -> dict[SSAValue, SSAValue]:
    # A mismatch forwards nothing known: the values stay unset on this edge.
    if len(inputs) != len(operands):
        return {}
    return dict(zip(inputs, operands, strict=True))
