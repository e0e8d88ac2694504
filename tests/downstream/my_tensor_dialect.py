"""A downstream tensor dialect, written as its author would, bufferized by
`one-shot-bufferize` through models registered from outside the package:

* `mytensor.scale %source by %factor into %dest`: destination-passing,
  element-wise (`dest[i] = source[i] * factor`), so scaling a tensor into
  itself is no conflict;
* `mytensor.opaque`: no model at all, so the pass rejects it unless
  `allow-unknown-ops`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import Float32Type, IndexType, IntegerAttr, TensorType
from xdsl.ir import Block, Dialect, Operation
from xdsl.irdl import (
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    result_def,
)
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.interfaces.bufferizable import (
    DestinationStyleBufferizable,
    DestinationStyleOpInterface,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
)
from xdsl_dealloc.interfaces.registry import register_interface


@irdl_op_definition
class ScaleOp(IRDLOperation):
    name = "mytensor.scale"
    T: ClassVar = VarConstraint("T", TensorType.constr(Float32Type()))
    source = operand_def(T)
    factor = operand_def(Float32Type())
    dest = operand_def(T)
    result = result_def(T)
    assembly_format = "$source `by` $factor `into` $dest attr-dict `:` type($dest)"


@irdl_op_definition
class OpaqueOp(IRDLOperation):
    name = "mytensor.opaque"
    T: ClassVar = VarConstraint("T", TensorType.constr(Float32Type()))
    source = operand_def(T)
    result = result_def(T)
    assembly_format = "$source attr-dict `:` type($source)"


MyTensor = Dialect("mytensor", [ScaleOp, OpaqueOp])


class ScaleDestination(DestinationStyleOpInterface):
    def init_operands(self, op: Operation) -> Sequence[OpOperand]:
        return [OpOperand(op, 2)]


class ScaleBufferization(DestinationStyleBufferizable):
    """A loop over the elements: load, multiply, store."""

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        return True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, ScaleOp)
        source = state.get_buffer(op.source)
        dest = state.get_buffer(op.dest)
        dest_type = op.dest.type
        assert isinstance(dest_type, TensorType)
        point = InsertPoint.before(op)
        lower, upper, step = (
            arith.ConstantOp(IntegerAttr(value, IndexType()))
            for value in (0, dest_type.get_shape()[0], 1)
        )
        rewriter.insert_op([lower, upper, step], point)
        body = scf.ForOp(lower, upper, step, [], Block(arg_types=[IndexType()]))
        index = body.body.block.args[0]
        load = memref.LoadOp.get(source, [index])
        product = arith.MulfOp(load.res, op.factor)
        store = memref.StoreOp.get(product.result, dest, [index])
        body.body.block.add_ops([load, product, store, scf.YieldOp()])
        rewriter.insert_op(body, point)
        state.replace_op_with_bufferized_values(op, [dest])


def register() -> None:
    """What the downstream package's own `register()` does."""
    register_interface(ScaleOp, ScaleDestination())
    register_interface(ScaleOp, ScaleBufferization())
