"""The `BufferDeallocationOpInterface` model of `scf.reduce.return`."""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.ir import Operation

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


def register() -> None:
    """Attaches the deallocation model of `scf.reduce.return`."""
    register_interface(scf.ReduceReturnOp, ScfReduceReturnDeallocation())
