"""Interface models for the `cf` dialect.

`cf.cond_br` and `cf.switch` branch to several successors, which the generic
handler does not support: as in MLIR, they take over their own processing and
emit one `bufferization.dealloc` per outgoing edge, each condition conjoined
with the condition of taking that edge, so no buffer is freed twice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import arith, cf
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    i32,
)
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.interfaces.buffer_deallocation import (
    BufferDeallocationOpInterface,
    memref_values,
)
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.impl._rebuild import (
    grow_segment,
    set_operands_and_properties,
)
from xdsl_dealloc.interfaces.registry import get_interface, register_interface
from xdsl_dealloc.transforms.deallocation.state import DeallocationState


class CfBranch(BranchOpInterface):
    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        assert isinstance(op, cf.BranchOp) and index == 0
        return op.arguments

    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        op.operands = [*op.operands, *values]


class CfCondBranch(BranchOpInterface):
    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        assert isinstance(op, cf.ConditionalBranchOp)
        return op.then_arguments if index == 0 else op.else_arguments

    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        set_operands_and_properties(op, *grow_segment(op, 1 + index, values))

    def facts_on_edge(self, op: Operation, index: int) -> Mapping[SSAValue, bool]:
        assert isinstance(op, cf.ConditionalBranchOp)
        if op.then_block is op.else_block:
            return {}
        return {op.cond: index == 0}


class CfSwitch(BranchOpInterface):
    """Successor 0 is the default destination, successor k the case k-1."""

    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        assert isinstance(op, cf.SwitchOp)
        return op.default_operands if index == 0 else op.case_operand[index - 1]

    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        assert isinstance(op, cf.SwitchOp)
        if index == 0:
            set_operands_and_properties(op, *grow_segment(op, 1, values))
            return
        case_sizes = list(op.case_operand_segments.get_values())
        before_case_end = 1 + len(op.default_operands) + sum(case_sizes[:index])
        operands = [
            *op.operands[:before_case_end],
            *values,
            *op.operands[before_case_end:],
        ]
        case_sizes[index - 1] += len(values)
        _, properties = grow_segment(op, 2, values)
        properties["case_operand_segments"] = DenseArrayBase.from_list(i32, case_sizes)
        set_operands_and_properties(op, operands, properties)


def deallocate_per_edge(
    state: DeallocationState, op: Operation, edge_conditions: Sequence[SSAValue]
) -> None:
    """One dealloc per successor edge of terminator `op`, edge k guarded by
    `edge_conditions[k]` (exactly one of them holds at run time)."""
    branch = get_interface(op, BranchOpInterface)
    assert branch is not None
    block = op.parent_block()
    assert block is not None
    point = InsertPoint.before(op)
    booleans = state.builder.booleans(point)
    memrefs, conditions = state.memrefs_and_conditions_to_deallocate(block, point)
    edge_updates: list[dict[SSAValue, SSAValue]] = []
    for index, (successor, taken) in enumerate(
        zip(op.successors, edge_conditions, strict=True)
    ):
        forwarded = branch.successor_operands(op, index)
        retained = state.memrefs_to_retain(block, successor, forwarded)
        guarded = [booleans.and_(taken, c) for c in conditions]
        updated = state.build_dealloc(block, point, memrefs, guarded, retained)
        edge_updates.append(dict(zip(retained, updated, strict=True)))
    # A value retained on several edges owns what the edge taken says.
    retained_anywhere = dict.fromkeys(v for updates in edge_updates for v in updates)
    state.reset_ownerships(retained_anywhere, block)
    for value in retained_anywhere:
        edges = [
            (taken, updates[value])
            for taken, updates in zip(edge_conditions, edge_updates, strict=True)
            if value in updates
        ]
        ownership = edges[-1][1]
        for taken, updated in reversed(edges[:-1]):
            ownership = booleans.select(taken, updated, ownership)
        state.update_ownership(value, ownership, block)
    for index, updates in enumerate(edge_updates):
        forwarded = memref_values(branch.successor_operands(op, index))
        branch.append_successor_operands(
            op, index, [updates[value] for value in forwarded]
        )


class CfCondBranchDeallocation(BufferDeallocationOpInterface):
    def process(self, op: Operation, state: DeallocationState) -> Operation:
        assert isinstance(op, cf.ConditionalBranchOp)
        point = InsertPoint.before(op)
        not_taken = state.builder.booleans(point).not_(op.cond)
        deallocate_per_edge(state, op, [op.cond, not_taken])
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
        deallocate_per_edge(state, op, [default_taken, *case_taken])
        return op


register_interface(cf.BranchOp, CfBranch())
register_interface(cf.ConditionalBranchOp, CfCondBranch())
register_interface(cf.ConditionalBranchOp, CfCondBranchDeallocation())
register_interface(cf.SwitchOp, CfSwitch())
register_interface(cf.SwitchOp, CfSwitchDeallocation())
