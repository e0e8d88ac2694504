"""Bufferization models of the `func` dialect, as MLIR 22 bufferizes it.

With `bufferize-function-boundaries`, `func.func` bufferizes its signature
(tensor arguments and results become memrefs of the
`function-boundary-type-conversion` layout, or of an argument's
`bufferization.buffer_layout`), its block signatures and the values its
returns give back; its arguments are writable unless
`bufferization.writable = false`.  `func.call` reads, writes and aliases
what the callee's `FunctionSummary` says (conservatively, when the callee is
not analysed: a declaration, a recursive cycle), and calls the bufferized
callee, casting or copying buffers to its argument types.

Without function boundaries, `func.func` and `func.call` are unknown to the
pass (MLIR's `isOpAllowed`): tensor arguments are not writable and are read
through `bufferization.to_buffer`, calls keep their tensors.  `func.return`
reads what it returns either way.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    MemRefType,
    StringAttr,
    i64,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.bufferization import ToBufferOp
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    BufferizableOpInterface,
    BufferRelation,
    FixedAccessBufferizable,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    FunctionSummary,
)
from xdsl_dealloc.interfaces.function_bufferization import FunctionBoundaryInterface
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.strided_layouts import canonical_layout
from xdsl_dealloc.ir.types import is_tensor, is_tensor_type
from xdsl_dealloc.models.bufferizable.bufferization import cast_or_copy
from xdsl_dealloc.models.bufferizable.cf import (
    block_argument_aliasing_operands,
    block_argument_buffer_type,
    bufferize_block_signature,
    is_entry_argument,
)

WRITABLE = "bufferization.writable"
ACCESS = "bufferization.access"
BUFFER_LAYOUT = "bufferization.buffer_layout"
EQUIVALENT_ARGUMENTS = "__equivalent_func_args__"


def _argument_attribute(op: func.FuncOp, index: int, name: str) -> Attribute | None:
    if op.arg_attrs is None:
        return None
    return op.arg_attrs.data[index].data.get(name)


def argument_buffer_type(
    op: func.FuncOp, index: int, state: BufferizationState
) -> Attribute:
    """The buffer type of tensor argument `index` (MLIR's
    `getBufferizedFunctionArgType`)."""
    converted = state.function_boundary_type(op.function_type.inputs.data[index], op)
    layout = _argument_attribute(op, index, BUFFER_LAYOUT)
    if layout is None or not isinstance(converted, MemRefType):
        return converted
    return MemRefType(
        converted.element_type,
        converted.get_shape(),
        canonical_layout(layout),  # pyright: ignore[reportArgumentType]
        converted.memory_space,
    )


def _return_ops(op: func.FuncOp) -> list[Operation]:
    return [
        block.last_op
        for block in op.body.blocks
        if isinstance(block.last_op, func.ReturnOp)
    ]


class FuncModel(FixedAccessBufferizable):
    """`func.func`: no operands; its arguments (entry block) and the
    arguments of its other blocks (passed by branches)."""

    function_boundary = True

    def aliasing_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> Sequence[AliasingOpOperand]:
        assert isinstance(value, BlockArgument)
        if is_entry_argument(value):
            return []
        return block_argument_aliasing_operands(value)

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        """An argument is writable unless `bufferization.writable = false`
        (its callers copy where they must); other blocks' arguments are
        (they may alias buffers that are not)."""
        assert isinstance(op, func.FuncOp) and isinstance(value, BlockArgument)
        if not is_entry_argument(value):
            return True
        writable = _argument_attribute(op, value.index, WRITABLE)
        return not isinstance(writable, IntegerAttr) or bool(writable.value.data)

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, func.FuncOp) and isinstance(value, BlockArgument)
        if is_entry_argument(value):
            return argument_buffer_type(op, value.index, state)
        return block_argument_buffer_type(value, state)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """The signature (arguments of the type converter's or declared
        layout, results of the type converter's: `infer-layout-map` refines
        them once the body is bufferized), the block signatures, and each
        returned tensor through a `bufferization.to_buffer`."""
        assert isinstance(op, func.FuncOp)
        inputs = op.function_type.inputs.data
        argument_types = [
            argument_buffer_type(op, index, state) if is_tensor_type(t) else t
            for index, t in enumerate(inputs)
        ]
        result_types = [
            state.function_boundary_type(t, op) if is_tensor_type(t) else t
            for t in op.function_type.outputs.data
        ]
        if not op.is_declaration:
            for block in op.body.blocks:
                bufferize_block_signature(block, state)
            for return_op in _return_ops(op):
                point = InsertPoint.before(return_op)
                for position, value in enumerate(list(return_op.operands)):
                    if not is_tensor(value):
                        continue
                    to_buffer = build_op(
                        ToBufferOp,
                        operands=[value],
                        result_types=[result_types[position]],
                    )
                    rewriter.insert_op(to_buffer, point)
                    return_op.operands[position] = to_buffer.results[0]
        op.function_type = FunctionType.from_lists(argument_types, result_types)


class FuncBoundary(FunctionBoundaryInterface):
    def symbol_name(self, op: Operation) -> str:
        assert isinstance(op, func.FuncOp)
        return op.sym_name.data

    def argument_types(self, op: Operation) -> Sequence[Attribute]:
        assert isinstance(op, func.FuncOp)
        return op.function_type.inputs.data

    def result_types(self, op: Operation) -> Sequence[Attribute]:
        assert isinstance(op, func.FuncOp)
        return op.function_type.outputs.data

    def arguments(self, op: Operation) -> Sequence[BlockArgument]:
        assert isinstance(op, func.FuncOp)
        return () if op.is_declaration else op.args

    def is_declaration(self, op: Operation) -> bool:
        assert isinstance(op, func.FuncOp)
        return op.is_declaration

    def return_ops(self, op: Operation) -> Sequence[Operation]:
        assert isinstance(op, func.FuncOp)
        return [] if op.is_declaration else _return_ops(op)

    def declared_access(self, op: Operation, index: int) -> tuple[bool, bool] | None:
        assert isinstance(op, func.FuncOp)
        access = _argument_attribute(op, index, ACCESS)
        if not isinstance(access, StringAttr):
            return None
        return access.data in ("read", "read-write"), access.data in (
            "write",
            "read-write",
        )

    def annotate_analysis(
        self,
        op: Operation,
        summary: FunctionSummary,
        returned_equivalents: Sequence[tuple[Operation, Sequence[int]]],
    ) -> None:
        """`bufferization.access` on each tensor argument and (MLIR's
        `annotateEquivalentReturnBbArg`) `__equivalent_func_args__` on the
        returns: per returned value, the argument it is equivalent to, or
        -1."""
        assert isinstance(op, func.FuncOp)
        inputs = op.function_type.inputs.data
        for index, input_type in enumerate(inputs):
            if not is_tensor_type(input_type):
                continue
            read = index in summary.read_arguments
            written = index in summary.written_arguments
            access = {
                (True, True): "read-write",
                (True, False): "read",
                (False, True): "write",
                (False, False): "none",
            }[(read, written)]
            _set_argument_attribute(op, index, ACCESS, StringAttr(access))
        for return_op, equivalents in returned_equivalents:
            if any(index >= 0 for index in equivalents):
                return_op.attributes[EQUIVALENT_ARGUMENTS] = ArrayAttr(
                    [IntegerAttr(index, i64) for index in equivalents]
                )

    def infer_result_layouts(self, op: Operation, state: BufferizationState) -> None:
        """Where every return gives back a `memref.cast` of buffers of one
        type (or buffers of one type), that type becomes the result type and
        the casts are bypassed (MLIR leaves them, unused, as here)."""
        assert isinstance(op, func.FuncOp)
        returns = _return_ops(op)
        if op.is_declaration or not returns:
            return
        result_types = list(op.function_type.outputs.data)
        for position, declared in enumerate(result_types):
            sources = [_cast_source(r.operands[position]) for r in returns]
            if any(source.type != sources[0].type for source in sources):
                continue
            if sources[0].type == declared:
                continue
            result_types[position] = sources[0].type
            for return_op, source in zip(returns, sources, strict=True):
                return_op.operands[position] = source
        op.function_type = FunctionType.from_lists(
            op.function_type.inputs.data, result_types
        )

    def remove_bufferization_attributes(self, op: Operation) -> None:
        """`bufferization.writable` and `bufferization.buffer_layout` go from
        the arguments of a function with a body; `bufferization.access`
        stays (as in MLIR)."""
        assert isinstance(op, func.FuncOp)
        if op.arg_attrs is None or op.is_declaration:
            return
        remaining = [
            DictionaryAttr(
                {
                    name: value
                    for name, value in attributes.data.items()
                    if name not in (WRITABLE, BUFFER_LAYOUT)
                }
            )
            for attributes in op.arg_attrs.data
        ]
        op.arg_attrs = ArrayAttr(remaining) if any(r.data for r in remaining) else None


def _cast_source(value: SSAValue) -> SSAValue:
    if isinstance(value, OpResult) and isinstance(value.op, memref.CastOp):
        return value.op.source
    return value


def _set_argument_attribute(
    op: func.FuncOp, index: int, name: str, value: Attribute
) -> None:
    count = len(op.function_type.inputs.data)
    current = (
        [DictionaryAttr({}) for _ in range(count)]
        if op.arg_attrs is None
        else list(op.arg_attrs.data)
    )
    current[index] = DictionaryAttr({**current[index].data, name: value})
    op.arg_attrs = ArrayAttr(current)


class CallModel(BufferizableOpInterface):
    """`func.call` of a function: what the callee's summary says about each
    argument, or (callee not analysed) that it reads and writes each and
    each result may alias each."""

    function_boundary = True

    @staticmethod
    def callee(op: Operation, state: AnalysisState) -> Operation | None:
        assert isinstance(op, func.CallOp)
        return state.functions.callee(op, op.callee.root_reference.data)

    def _summary(self, op: Operation, state: AnalysisState) -> FunctionSummary | None:
        callee = self.callee(op, state)
        return None if callee is None else state.functions.summaries.get(callee)

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        summary = self._summary(op, state)
        return summary is None or operand.index in summary.read_arguments

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        summary = self._summary(op, state)
        return summary is None or operand.index in summary.written_arguments

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        summary = self._summary(op, state)
        if summary is None:
            return [
                AliasingValue(result, BufferRelation.UNKNOWN, False)
                for result in op.results
                if is_tensor(result)
            ]
        results = summary.aliasing_results.get(operand.index, ())
        equivalent = (
            len(results) == 1
            and summary.equivalent_arguments.get(results[0]) == operand.index
        )
        relation = BufferRelation.EQUIVALENT if equivalent else BufferRelation.UNKNOWN
        return [
            AliasingValue(op.results[index], relation, equivalent) for index in results
        ]

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        assert isinstance(op, func.CallOp)
        if not isinstance(self.callee(op, state), func.FuncOp):
            return f"calls {op.callee}, which is not a func.func of this module"
        return None

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        """The callee's result type once it is bufferized (callees come
        first), else (a recursive call) the type converter's."""
        assert isinstance(value, OpResult)
        callee = self.callee(op, state.analysis)
        assert isinstance(callee, func.FuncOp)
        declared = callee.function_type.outputs.data[value.index]
        if is_tensor_type(declared):
            return state.function_boundary_type(declared, callee)
        return declared

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, func.CallOp)
        callee = self.callee(op, state.analysis)
        assert isinstance(callee, func.FuncOp)
        inputs = callee.function_type.inputs.data
        point = InsertPoint.before(op)
        arguments: list[SSAValue] = []
        for index, value in enumerate(op.arguments):
            if not is_tensor(value):
                arguments.append(value)
                continue
            target = inputs[index]
            if is_tensor_type(target):  # a callee not bufferized yet: recursion
                target = argument_buffer_type(callee, index, state)
            arguments.append(
                cast_or_copy(state.get_buffer(value), target, state, point)
            )
        result_types = [
            state.buffer_type(result) if is_tensor(result) else result.type
            for result in op.results
        ]
        new_call = build_op(
            func.CallOp,
            operands=arguments,
            result_types=result_types,
            properties={"callee": op.callee},
            attributes=op.attributes,
        )
        rewriter.insert_op(new_call, point)
        for old, new in zip(op.results, new_call.results, strict=True):
            new.name_hint = old.name_hint
        state.replace_op_with_bufferized_values(op, list(new_call.results))


class ReturnModel(FixedAccessBufferizable):
    """`func.return`: reads what it returns, aliases nothing.  Its operands
    are bufferized by its function (with function boundaries) or stay
    tensors."""

    reads = True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Nothing: see the class docstring."""


def register() -> None:
    """Attaches the bufferization models of `func`'s ops."""
    register_interface(func.FuncOp, FuncModel())
    register_interface(func.FuncOp, FuncBoundary())
    register_interface(func.CallOp, CallModel())
    register_interface(func.ReturnOp, ReturnModel())
