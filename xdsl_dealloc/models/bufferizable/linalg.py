"""Bufferization models of the `linalg` dialect, as MLIR 22 bufferizes it:
every structured op (`generic`, `map`, `reduce`, `transpose`, `broadcast`
and the named ops) in destination-passing style.  An input or an init is
read when the body uses its element (a `matmul` accumulates into its init,
a `fill` or `copy` does not read it); an init is written in place of the tied result; the
bufferized op is the same op on the buffers, without results."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ShapedType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import CopyOp
from xdsl.ir import Operation, OpResult, Region, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.linalg import (
    MapOp,
    structured_init_positions,
    structured_op_classes,
    structured_operands,
)
from xdsl_dealloc.interfaces.bufferizable import (
    DestinationStyleBufferizable,
    DestinationStyleOpInterface,
    EquivalenceQuery,
    InsertsFirstOperandIntoSecond,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.types import is_tensor


class StructuredDestinationStyle(DestinationStyleOpInterface):
    """The inits of a structured op: its outputs, after its inputs."""

    def init_operands(self, op: Operation) -> Sequence[OpOperand]:
        return [OpOperand(op, position) for position in structured_init_positions(op)]


def _body(op: Operation) -> Region:
    (body,) = op.regions
    return body


class StructuredModel(DestinationStyleBufferizable):
    """A structured linalg op on tensors, bufferized to the same op on
    buffers (MLIR's `LinalgOpInterface` model)."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """An operand, input or init, is read only if the body uses its
        element (MLIR's `payloadUsesValueFromOperand`): a `matmul`
        accumulates into its init, a `fill` or `copy` does not read it, a
        `generic` may ignore an input."""
        arguments = _body(op).block.args
        return operand.index >= len(arguments) or bool(arguments[operand.index].uses)

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        """Each element of the operands is read and written at one iteration
        when every operand is indexed by the loops themselves (a `map`, or a
        `generic` or elementwise named op of identity maps, all parallel)."""
        maps = _indexing_maps(op)
        if maps is None:
            return False
        return all(
            maps[operand.index] == AffineMap.identity(maps[operand.index].num_dims)
            for operand in operands
        )

    def is_recomputable(self, op: Operation, value: OpResult) -> bool:
        """A `fill`, or any op of one init whose body only yields a value
        that is not the init's element, with no shaped input: its result is
        as cheap to write again as to copy, and needs no buffer read."""
        inputs, outputs = structured_operands(op)
        if len(outputs) != 1 or any(
            isinstance(value.type, ShapedType) for value in inputs
        ):
            return False
        block = _body(op).block
        terminator = block.last_op
        init_element = block.args[len(inputs) :]  # none in a `map`'s body
        return (
            terminator is not None
            and terminator is block.first_op
            and not any(arg in terminator.operands for arg in init_element)
        )

    def recompute_into(
        self, op: Operation, value: OpResult, destination: SSAValue, point: InsertPoint
    ) -> SSAValue:
        _, outputs = structured_operands(op)
        again = op.clone(value_mapper={outputs[0]: destination})
        Rewriter.insert_op(again, point)
        return again.results[value.index]

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        operands = [
            state.get_buffer(value) if is_tensor(value) else value
            for value in op.operands
        ]
        body = _body(op)
        op.detach_region(body)
        bufferized = build_op(
            type(op),
            operands=operands,
            result_types=[],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[body],
        )
        rewriter.insert_op(bufferized, InsertPoint.before(op))
        inits = self.destination_style(op).init_operands(op)
        state.replace_op_with_bufferized_values(
            op, [operands[init.index] for init in inits]
        )


class CopySubset(InsertsFirstOperandIntoSecond):
    """`linalg.copy` inserts its input into all of its init (MLIR's
    `LinalgCopyOpInterface` subset model): copying a tensor onto a tensor
    equivalent to it writes back the data already there, so a read of the
    copied value after an in-place copy is no conflict, and
    `eliminate-empty-tensors` may compute the input in the init."""

    def is_equivalent_subset(
        self, op: Operation, candidate: SSAValue, equivalent: EquivalenceQuery
    ) -> bool:
        return equivalent(candidate, op.operands[1])

    def values_needed_for_subset_extraction(self, op: Operation) -> Sequence[SSAValue]:
        return [op.operands[1]]

    def build_subset_extraction(
        self, op: Operation, insert_point: InsertPoint
    ) -> SSAValue | None:
        return op.operands[1]


def _indexing_maps(op: Operation) -> list[AffineMap] | None:
    """The indexing maps of an op whose loops are all parallel, else None."""
    if isinstance(op, MapOp):
        return op.get_indexing_maps()
    if not isinstance(op, LinalgStructuredOperation):
        return None
    if any(kind.data is not IteratorType.PARALLEL for kind in op.get_iterator_types()):
        return None
    return [m.data for m in op.get_indexing_maps()]


def register() -> None:
    """Attaches the models to every structured linalg op class."""
    for op_class in structured_op_classes():
        register_interface(op_class, StructuredDestinationStyle())
        register_interface(op_class, StructuredModel())
    register_interface(CopyOp, CopySubset())
