"""Branch models of the `cf` dialect."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import arith, cf
from xdsl.dialects.builtin import DenseArrayBase, i32
from xdsl.ir import Operation, SSAValue
from xdsl.transforms.canonicalization_patterns.utils import const_evaluate_operand

from xdsl_dealloc.dialects.cf import flag_width
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import (
    SEGMENTS,
    append_operands,
    grow_segment,
    operand_segment_sizes,
    segment_sizes,
    set_operands_and_properties,
    shrink_segment,
)


class CfBranch(BranchOpInterface):
    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        assert isinstance(op, cf.BranchOp) and index == 0
        # All its operands, read without the costlier named accessor.
        return tuple(op.operands)

    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        append_operands(op, values)

    def can_erase_successor_operands(self, op: Operation) -> bool:
        return True

    def erase_successor_operand(self, op: Operation, index: int, position: int) -> None:
        operands = list(op.operands)
        del operands[position]
        op.operands = operands


class CfCondBranch(BranchOpInterface):
    """Operands `cond, then arguments..., else arguments...`, read by
    position (the passes ask for them at every visit)."""

    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        assert isinstance(op, cf.ConditionalBranchOp)
        _, then_count, _ = operand_segment_sizes(op)
        operands = op.operands
        return (
            operands[1 : 1 + then_count] if index == 0 else operands[1 + then_count :]
        )

    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        if index == 0:
            set_operands_and_properties(op, *grow_segment(op, 1, values))
            return
        # The else operands end the operand list: appended in place.
        _, then_count, else_count = operand_segment_sizes(op)
        append_operands(op, values)
        op.properties = {
            **op.properties,
            SEGMENTS: segment_sizes(1, then_count, else_count + len(values)),
        }

    def can_erase_successor_operands(self, op: Operation) -> bool:
        return True

    def erase_successor_operand(self, op: Operation, index: int, position: int) -> None:
        set_operands_and_properties(op, *shrink_segment(op, 1 + index, position))

    def facts_on_edge(self, op: Operation, index: int) -> Mapping[SSAValue, bool]:
        assert isinstance(op, cf.ConditionalBranchOp)
        then_block, else_block = op.successors
        if then_block is else_block:
            return {}
        return {op.operands[0]: index == 0}


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

    def facts_on_edge(self, op: Operation, index: int) -> Mapping[SSAValue, bool]:
        """The comparisons `flag == constant` (or `!=`) of the program that
        the edge decides: on a case's edge, the flag is its value; on the
        default edge, it is none of the cases'."""
        assert isinstance(op, cf.SwitchOp)
        flag = op.flag
        width = flag_width(flag.type)
        cases = [] if op.case_values is None else op.case_values.get_values()
        cases = [value % (1 << width) for value in cases]
        taken = None if index == 0 else cases[index - 1]
        facts: dict[SSAValue, bool] = {}
        for use in flag.uses:
            comparison = use.operation
            if (
                not isinstance(comparison, arith.CmpiOp)
                or (predicate := comparison.predicate.value.data) not in (0, 1)
                or comparison.lhs is comparison.rhs
            ):
                continue
            other = comparison.rhs if comparison.lhs is flag else comparison.lhs
            constant = const_evaluate_operand(other)
            if constant is None:
                continue
            constant %= 1 << width
            if taken is not None:
                equal = constant == taken
            elif constant in cases:
                equal = False
            else:
                continue
            facts[comparison.result] = equal is (predicate == 0)
        return facts

    def can_erase_successor_operands(self, op: Operation) -> bool:
        return True

    def erase_successor_operand(self, op: Operation, index: int, position: int) -> None:
        assert isinstance(op, cf.SwitchOp)
        if index == 0:
            set_operands_and_properties(op, *shrink_segment(op, 1, position))
            return
        case_sizes = list(op.case_operand_segments.get_values())
        assert 0 <= position < case_sizes[index - 1]
        operands, properties = shrink_segment(
            op, 2, sum(case_sizes[: index - 1]) + position
        )
        case_sizes[index - 1] -= 1
        properties["case_operand_segments"] = DenseArrayBase.from_list(i32, case_sizes)
        set_operands_and_properties(op, operands, properties)


def register() -> None:
    """Attaches the branch models of `cf`."""
    register_interface(cf.BranchOp, CfBranch())
    register_interface(cf.ConditionalBranchOp, CfCondBranch())
    register_interface(cf.SwitchOp, CfSwitch())
