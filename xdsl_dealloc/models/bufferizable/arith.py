"""Bufferization models of the `arith` dialect: a tensor `constant` becomes a
read-only `memref.global` (one per value and type, named as MLIR names it),
a `select` of tensors a `select` of their buffers, an `index_cast` of a
tensor an `index_cast` of its buffer."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.interfaces.bufferizable import (
    AliasingValue,
    AllocatingBufferizable,
    BufferRelation,
    FixedAccessBufferizable,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    fully_dynamic_layout,
    memory_space_of,
    memref_type_for,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.types import is_tensor
from xdsl_dealloc.models.bufferizable.bufferization import cast_or_copy


class ConstantModel(AllocatingBufferizable):
    """A tensor `arith.constant`: a `memref.get_global` of a private constant
    global holding the value; its buffer is not writable."""

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return False

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        assert isinstance(op, arith.ConstantOp)
        if is_tensor(op.result) and not isinstance(op.value, DenseIntOrFPElementsAttr):
            return "only dense constants of ranked tensors can be bufferized"
        return None

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, arith.ConstantOp)
        if not is_tensor(op.result):
            return
        buffer_type = state.buffer_type(op.result)
        assert isinstance(buffer_type, MemRefType)
        name = _global_for(op, buffer_type, state)
        get_global = build_op(
            memref.GetGlobalOp,
            result_types=[buffer_type],
            properties={"name": SymbolRefAttr(name)},
        )
        rewriter.insert_op(get_global, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [get_global.memref])


def _global_for(
    op: arith.ConstantOp, buffer_type: MemRefType, state: BufferizationState
) -> str:
    """The name of a private constant `memref.global` holding `op`'s value:
    the first in the module of the same value and type, or a new one at the
    start of the module (as MLIR places it), named
    `__constant_<shape>x<element type>`."""
    module = op.parent_op()
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()
    if module is None:
        raise error(op, "a tensor constant outside of a module cannot be bufferized")
    globals_ = state.globals.of(module)
    if (existing := globals_.constants.get((buffer_type, op.value))) is not None:
        return existing.sym_name.data
    tensor_type = op.result.type
    assert isinstance(tensor_type, TensorType)
    shape = "x".join(str(size) for size in tensor_type.get_shape())
    base = f"__constant_{shape}x{tensor_type.element_type}"
    name, counter = base, 0
    while name in globals_.names:
        name, counter = f"{base}_{counter}", counter + 1
    properties: dict[str, Attribute] = {
        "sym_name": StringAttr(name),
        "type": buffer_type,
        "initial_value": op.value,
        "sym_visibility": _PRIVATE,
        "constant": _UNIT,
    }
    if alignment := state.options.buffer_alignment:
        properties["alignment"] = IntegerAttr(alignment, i64)
    # `GlobalOp.get`'s properties, in its order, without IRDL's checking
    global_op = build_op(memref.GlobalOp, properties=properties)
    Rewriter.insert_op(global_op, InsertPoint.at_start(module.body.block))
    globals_.add_first(global_op)
    return name


_PRIVATE = StringAttr("private")
_UNIT = UnitAttr()


class SelectModel(FixedAccessBufferizable):
    """`arith.select` of tensors: either operand's buffer, so the result
    may be (not must be) either, equivalent to both."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        if operand.index == 0:
            return []
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT, False)]

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, arith.SelectOp)
        lhs, rhs = state.buffer_type(op.lhs), state.buffer_type(op.rhs)
        if lhs == rhs:
            return lhs
        if memory_space_of(lhs) != memory_space_of(rhs):
            raise error(op, "inconsistent memory space on true/false operands")
        result_type = op.result.type
        assert isinstance(result_type, TensorType)
        return memref_type_for(
            result_type,
            fully_dynamic_layout(len(result_type.get_shape())),
            memory_space_of(lhs),
        )

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, arith.SelectOp)
        if not is_tensor(op.result):
            return
        point = InsertPoint.before(op)
        target = state.buffer_type(op.result)
        lhs = cast_or_copy(state.get_buffer(op.lhs), target, state, point)
        rhs = cast_or_copy(state.get_buffer(op.rhs), target, state, point)
        select = arith.SelectOp(op.cond, lhs, rhs)
        rewriter.insert_op(select, point)
        state.replace_op_with_bufferized_values(op, [select.result])


class IndexCastModel(FixedAccessBufferizable):
    """`arith.index_cast` of a tensor: the same cast of its buffer (its
    layout and memory space kept), equivalent to it; it neither reads nor
    writes the elements."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, arith.IndexCastOp)
        source = state.buffer_type(op.input)
        assert isinstance(source, MemRefType)  # the verifier wants ranked tensors
        result_type = value.type
        assert isinstance(result_type, TensorType)
        return MemRefType(
            result_type.element_type,
            source.get_shape(),
            source.layout,
            source.memory_space,
        )

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, arith.IndexCastOp)
        if not is_tensor(op.result):
            return
        cast = arith.IndexCastOp(
            state.get_buffer(op.input), state.buffer_type(op.result)
        )
        rewriter.insert_op(cast, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, [cast.result])


def register() -> None:
    """Attaches the bufferization models of `arith`'s tensor ops."""
    register_interface(arith.ConstantOp, ConstantModel())
    register_interface(arith.SelectOp, SelectModel())
    register_interface(arith.IndexCastOp, IndexCastModel())
