"""Bufferization models of the `cf` dialect's branches: a branch passes its
tensors on to the arguments of its successor blocks (equivalent, maybe),
neither reading nor writing them.  While function boundaries are not
bufferized, the blocks of a function keep their tensor arguments (MLIR then
treats them as not writable), so the branches stay on tensors too."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import cf
from xdsl.ir import Operation
from xdsl.rewriter import Rewriter

from xdsl_dealloc.interfaces.bufferizable import (
    AliasingValue,
    BufferRelation,
    FixedAccessBufferizable,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
)
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.registry import get_interface, register_interface


class BranchModel(FixedAccessBufferizable):
    """A branch: each forwarded tensor may become the successor's block
    argument it is passed to.  The forwarded operands come last, in
    successor order (as in `cf.br`, `cf.cond_br`, `cf.switch`)."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        branch = get_interface(op, BranchOpInterface)
        assert branch is not None, f"{op.name} has no BranchOpInterface"
        forwarded = [
            len(branch.successor_operands(op, index))
            for index in range(len(op.successors))
        ]
        position = operand.index - (len(op.operands) - sum(forwarded))
        for successor, count in zip(op.successors, forwarded, strict=True):
            if 0 <= position < count:
                return [
                    AliasingValue(
                        successor.args[position], BufferRelation.EQUIVALENT, False
                    )
                ]
            position -= count
        return []

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Nothing: the successor blocks keep their tensor arguments."""


def register() -> None:
    """Attaches the bufferization model of `cf`'s branches."""
    for branch in (cf.BranchOp, cf.ConditionalBranchOp, cf.SwitchOp):
        register_interface(branch, BranchModel())
