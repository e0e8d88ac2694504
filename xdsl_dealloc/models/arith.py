"""The view model of `arith.select` on memrefs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import arith
from xdsl.ir import Operation, SSAValue

from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.interfaces.view_like import ViewFlowOpInterface
from xdsl_dealloc.ir.types import is_memref


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


def register() -> None:
    """Attaches the view model of `arith.select`."""
    register_interface(arith.SelectOp, SelectViewFlow())
