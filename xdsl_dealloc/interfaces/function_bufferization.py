"""What One-Shot Bufferize asks a function op when it bufferizes function
boundaries (`bufferize-function-boundaries`): its signature, its returns,
the access its arguments declare, and the two edits that belong to the
function rather than to an op of its body (annotating the analysis,
inferring the layouts of returned buffers).  MLIR reaches into `func.func`
for these; here a function op's model answers them, so that the call-graph
order, the function-level analysis and the pass stay generic.

The function's `BufferizableOpInterface` model bufferizes the signature, the
block signatures and the returned values; calls are ops like any other, with
a `BufferizableOpInterface` model reading the callee's `FunctionSummary`
(`interfaces/bufferization_state.py`).
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import TYPE_CHECKING

from xdsl.ir import Attribute, BlockArgument, Operation
from xdsl.traits import OpTrait

from xdsl_dealloc.ir.types import is_tensor_type

if TYPE_CHECKING:
    from xdsl_dealloc.interfaces.bufferization_state import (
        BufferizationState,
        FunctionSummary,
    )


class FunctionBoundaryInterface(OpTrait, abc.ABC):
    """A function op whose boundary One-Shot Bufferize bufferizes."""

    @abc.abstractmethod
    def symbol_name(self, op: Operation) -> str: ...

    @abc.abstractmethod
    def argument_types(self, op: Operation) -> Sequence[Attribute]: ...

    @abc.abstractmethod
    def result_types(self, op: Operation) -> Sequence[Attribute]: ...

    @abc.abstractmethod
    def arguments(self, op: Operation) -> Sequence[BlockArgument]:
        """The entry block's arguments; none for a declaration."""

    @abc.abstractmethod
    def is_declaration(self, op: Operation) -> bool: ...

    @abc.abstractmethod
    def return_ops(self, op: Operation) -> Sequence[Operation]:
        """The ops returning from the function, whose operands are its
        results (in block order)."""

    @abc.abstractmethod
    def declared_access(self, op: Operation, index: int) -> tuple[bool, bool] | None:
        """(read, written) as argument `index` declares it (MLIR's
        `bufferization.access`), or None when it declares nothing."""

    @abc.abstractmethod
    def annotate_analysis(
        self,
        op: Operation,
        summary: FunctionSummary,
        returned_equivalents: Sequence[tuple[Operation, Sequence[int]]],
    ) -> None:
        """`test-analysis-only`: writes the summary on the function as MLIR
        does: each argument's access, and for each return the argument each
        returned value is equivalent to (-1: none)."""

    @abc.abstractmethod
    def infer_result_layouts(self, op: Operation, state: BufferizationState) -> None:
        """Gives the bufferized function the result types of the buffers it
        returns, where all returns agree (`infer-layout-map`, MLIR's
        `foldMemRefCasts`)."""

    @abc.abstractmethod
    def remove_bufferization_attributes(self, op: Operation) -> None:
        """Drops the argument attributes that only the bufferization reads
        (`bufferization.writable`, `bufferization.buffer_layout`)."""

    def has_tensor_signature(self, op: Operation) -> bool:
        return any(
            is_tensor_type(t)
            for t in (*self.argument_types(op), *self.result_types(op))
        )
