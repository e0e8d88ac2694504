"""Function, call and return models of the `func` dialect."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from xdsl.dialects import func
from xdsl.dialects.builtin import ArrayAttr, FunctionType
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter

from xdsl_dealloc.dialects.func import CallIndirectOp
from xdsl_dealloc.interfaces.buffer_deallocation import AutomaticAllocationScope
from xdsl_dealloc.interfaces.control_flow import CallOpInterface, FunctionOpInterface
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import rebuild_with, rebuild_without_results
from xdsl_dealloc.models.region_branch import ForwardsAllOperands


class FuncFunction(FunctionOpInterface):
    def symbol_name(self, op: Operation) -> str:
        assert isinstance(op, func.FuncOp)
        return op.sym_name.data

    def is_public(self, op: Operation) -> bool:
        assert isinstance(op, func.FuncOp)
        return op.sym_visibility is None or op.sym_visibility.data == "public"

    def result_types(self, op: Operation) -> Sequence[Attribute]:
        assert isinstance(op, func.FuncOp)
        return op.function_type.outputs.data

    def body(self, op: Operation) -> Region | None:
        assert isinstance(op, func.FuncOp)
        (body,) = op.regions
        return body if body.first_block is not None else None

    def append_arguments_and_results(
        self,
        op: Operation,
        argument_types: Sequence[Attribute],
        result_types: Sequence[Attribute],
    ) -> tuple[SSAValue, ...]:
        assert isinstance(op, func.FuncOp)
        signature = op.function_type
        op.function_type = FunctionType.from_lists(
            [*signature.inputs, *argument_types],
            [*signature.outputs, *result_types],
        )
        entry = op.body.blocks.first
        if entry is None:
            return ()
        return tuple(entry.insert_arg(t, len(entry.args)) for t in argument_types)

    def can_erase_results(self, op: Operation) -> bool:
        return True

    def erase_results(self, op: Operation, indices: Collection[int]) -> None:
        assert isinstance(op, func.FuncOp)
        signature = op.function_type
        op.function_type = FunctionType.from_lists(
            signature.inputs.data,
            [t for i, t in enumerate(signature.outputs.data) if i not in indices],
        )
        if op.res_attrs is not None:
            op.res_attrs = ArrayAttr(
                [a for i, a in enumerate(op.res_attrs.data) if i not in indices]
            )


class FuncCall(CallOpInterface):
    def callee(self, op: Operation) -> str | None:
        assert isinstance(op, func.CallOp)
        return op.callee.root_reference.data

    def arguments(self, op: Operation) -> Sequence[SSAValue]:
        assert isinstance(op, func.CallOp)
        return op.arguments

    def append_arguments_and_results(
        self,
        op: Operation,
        arguments: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        return rebuild_with(op, [*op.operands, *arguments], result_types, rewriter)

    def can_erase_results(self, op: Operation) -> bool:
        return True

    def erase_results(
        self, op: Operation, indices: Collection[int], rewriter: Rewriter
    ) -> Operation:
        assert isinstance(op, func.CallOp)
        return rebuild_without_results(op, indices, rewriter)


class IndirectCall(CallOpInterface):
    """`func.call_indirect`: a call of a function no symbol names, which the
    passes treat as a call of an unknown function (as MLIR 22's ownership
    pass does: its results are owned, the call keeps its signature)."""

    def callee(self, op: Operation) -> str | None:
        return None

    def arguments(self, op: Operation) -> Sequence[SSAValue]:
        assert isinstance(op, CallIndirectOp)
        return op.callee_operands

    def append_arguments_and_results(
        self,
        op: Operation,
        arguments: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        # The passes grow only calls of functions they know (dynamic
        # ownership): the callee of this one is a value.
        raise ValueError("func.call_indirect calls no known function to extend")


def register() -> None:
    """Attaches the function, call and return models of `func`."""
    register_interface(func.FuncOp, FuncFunction())
    register_interface(func.FuncOp, AutomaticAllocationScope())
    register_interface(func.CallOp, FuncCall())
    register_interface(CallIndirectOp, IndirectCall())
    register_interface(func.ReturnOp, ForwardsAllOperands())
