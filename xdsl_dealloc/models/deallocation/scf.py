"""The `BufferDeallocationOpInterface` models of `scf.reduce.return` and
`scf.forall.in_parallel`."""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.ir import Operation

from xdsl_dealloc.dialects.scf import InParallelOp
from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.deallocation_state import DeallocationState
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.models.scf import memref_reduction


class ScfReduceReturnDeallocation(BufferDeallocationOpInterface):
    """Deallocates what a reduction region allocated; returns no memref."""

    def unsupported_reason(self, op: Operation) -> str | None:
        return memref_reduction(op.operands)

    def process(self, op: Operation, state: DeallocationState) -> Operation:
        state.insert_dealloc_for_return_like(op, ())
        return op


class InParallelDeallocation(BufferDeallocationOpInterface):
    """As MLIR 22: frees what the `scf.forall` iteration allocated right
    before its terminator, which must combine nothing (no op of xDSL may sit
    in it, and MLIR rejects any)."""

    def unsupported_reason(self, op: Operation) -> str | None:
        assert isinstance(op, InParallelOp)
        if op.region.block.first_op is not None:
            return "only supported when nested region is empty"
        return None

    def process(self, op: Operation, state: DeallocationState) -> Operation:
        state.insert_dealloc_for_return_like(op, ())
        return op


def register() -> None:
    """Attaches the deallocation models of `scf.reduce.return` and
    `scf.forall.in_parallel`."""
    register_interface(scf.ReduceReturnOp, ScfReduceReturnDeallocation())
    register_interface(InParallelOp, InParallelDeallocation())
