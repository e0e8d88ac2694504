"""The `BufferDeallocationOpInterface` model of `arith.select` on memrefs."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.deallocation_state import DeallocationState
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.types import is_memref


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


def register() -> None:
    """Attaches the deallocation model of `arith.select`."""
    register_interface(arith.SelectOp, SelectDeallocation())
