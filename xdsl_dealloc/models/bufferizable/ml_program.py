"""Bufferization models of `ml_program`'s globals, as MLIR 22 bufferizes
them: a global becomes a `memref.global` (`constant` unless mutable), a
load the global's buffer (`memref.get_global`, not writable: a write to
it is made on a copy), a store a copy into that buffer.

One difference: MLIR 22 declares that `global_store` writes its operand and
does not read it; it reads it (the copy's source) and writes no tensor,
which is what the analysis is told here, so that a write to the stored
value's buffer after the store is seen as a conflict and the store never
makes a copy of its operand that nothing needs.

As in MLIR 22, a loaded value is the global's buffer itself: a program
that reads a loaded value after storing to the same global reads the
stored value (frontends load, compute and store, in this order).
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType, TensorType, UnitAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.ml_program import GlobalLoadOp, GlobalOp, GlobalStoreOp
from xdsl_dealloc.interfaces.bufferizable import FixedAccessBufferizable
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    memref_type_for,
)
from xdsl_dealloc.interfaces.registry import register_interface


def _buffer_type(tensor_type: Attribute) -> MemRefType:
    """A global's buffer: its shape, identity layout, default memory space."""
    buffer_type = memref_type_for(tensor_type)
    assert isinstance(buffer_type, MemRefType)
    return buffer_type


class GlobalModel(FixedAccessBufferizable):
    """`ml_program.global` of a tensor type: a `memref.global` with its
    initial value, visibility, and `constant` unless mutable."""

    without_tensor_values = True

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        assert isinstance(op, GlobalOp)
        if not isinstance(op.type, TensorType):
            return "only globals of ranked tensor types can be bufferized"
        if op.value is None:
            return "global op must have a value"
        return None

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, GlobalOp) and op.value is not None
        global_op = memref.GlobalOp.get(
            op.sym_name,
            _buffer_type(op.type),
            op.value,
            sym_visibility=op.sym_visibility,
            constant=None if op.is_mutable is not None else UnitAttr(),
        )
        state.globals.forget(op.parent_op())
        rewriter.replace_op(op, global_op)


class GlobalLoadModel(FixedAccessBufferizable):
    """`ml_program.global_load`: the global's buffer, read-only."""

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return False

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        return _buffer_type(value.type)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, GlobalLoadOp)
        get_global = memref.GetGlobalOp(
            op.global_.root_reference.data, _buffer_type(op.result.type)
        )
        rewriter.insert_op(get_global, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [get_global.memref])


class GlobalStoreModel(FixedAccessBufferizable):
    """`ml_program.global_store`: its operand copied into the global's
    buffer (see the module docstring for why it reads its operand)."""

    reads = True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, GlobalStoreOp)
        point = InsertPoint.before(op)
        source = state.get_buffer(op.value)
        target = memref.GetGlobalOp(
            op.global_.root_reference.data, _buffer_type(op.value.type)
        )
        rewriter.insert_op(target, point)
        state.copy(source, target.memref, point)
        rewriter.erase_op(op)


def register() -> None:
    """Attaches the bufferization models of `ml_program`'s global ops."""
    register_interface(GlobalOp, GlobalModel())
    register_interface(GlobalLoadOp, GlobalLoadModel())
    register_interface(GlobalStoreOp, GlobalStoreModel())
