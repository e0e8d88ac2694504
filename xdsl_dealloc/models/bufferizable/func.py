"""Bufferization models of the `func` dialect while function boundaries are
not bufferized: `func.return` reads the tensors it returns, which stay
tensors (a `bufferization.to_tensor` of their buffer).  Function arguments
have no model, so they are not writable and are read through
`bufferization.to_buffer`, as in MLIR."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.ir import Operation
from xdsl.rewriter import Rewriter

from xdsl_dealloc.interfaces.bufferizable import FixedAccessBufferizable
from xdsl_dealloc.interfaces.bufferization_state import (
    BufferizationState,
)
from xdsl_dealloc.interfaces.registry import register_interface


class ReturnModel(FixedAccessBufferizable):
    """`func.return`: reads what it returns, aliases nothing."""

    reads = True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Nothing: the returned tensors stay tensors."""


def register() -> None:
    """Attaches the bufferization model of `func.return`."""
    register_interface(func.ReturnOp, ReturnModel())
