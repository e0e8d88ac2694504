"""Interface models for `arith.select` on memrefs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import arith
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.interfaces.buffer_deallocation import (
    BufferDeallocationOpInterface,
    is_memref,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.interfaces.view_like import ViewFlowOpInterface
from xdsl_dealloc.transforms.deallocation.state import DeallocationState


class SelectViewFlow(ViewFlowOpInterface):
    def flows(self, op: Operation) -> Sequence[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, arith.SelectOp)
        (result,) = op.results
        if not is_memref(result):
            return ()
        _, lhs, rhs = op.operands
        return [(lhs, result), (rhs, result)]

    def facts_on_flow(self, op: Operation, index: int) -> Mapping[SSAValue, bool]:
        assert isinstance(op, arith.SelectOp)
        return {op.operands[0]: index == 0}  # the condition


class SelectDeallocation(BufferDeallocationOpInterface):
    """The selected memref is owned as the selected operand is: the ownership
    is a select of the operands' indicators on the same condition."""

    def process(self, op: Operation, state: DeallocationState) -> Operation:
        assert isinstance(op, arith.SelectOp)
        if not is_memref(op.result):
            return op
        block = op.parent_block()
        assert block is not None
        point = InsertPoint.before(op)
        _, then_owned = state.materialize_unique_ownership(op.lhs, block, point)
        _, else_owned = state.materialize_unique_ownership(op.rhs, block, point)
        ownership = state.builder.booleans(point).select(
            op.cond, then_owned, else_owned
        )
        state.update_ownership(op.result, ownership, block)
        return op


register_interface(arith.SelectOp, SelectViewFlow())
register_interface(arith.SelectOp, SelectDeallocation())
