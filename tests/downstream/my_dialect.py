"""A downstream dialect, written as its author would: own allocation and
deallocation ops, and a loop op with its own interface implementations,
registered through xdsl-dealloc's public mechanisms only.  The tests of
other extension points (the lowering's freeing ops per allocation class)
use it too."""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerType, MemRefType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Attribute, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    MemoryAllocEffect,
    MemoryFreeEffect,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    SymbolTable,
)

from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.control_flow import (
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.deallocation_state import DeallocationState
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.sanitizer import register_functions


class MyAllocation(IRDLOperation, ABC):
    """An allocation of the dialect's own, which `my.dealloc` frees."""

    memref = result_def(MemRefType)
    traits = traits_def(MemoryAllocEffect())
    assembly_format = "attr-dict `:` type($memref)"


@irdl_op_definition
class MyAllocOp(MyAllocation):
    name = "my.alloc"


@irdl_op_definition
class MyPinnedAllocOp(MyAllocation):
    name = "my.alloc_pinned"


@irdl_op_definition
class MyDeallocOp(IRDLOperation):
    name = "my.dealloc"
    memref = operand_def(MemRefType)
    traits = traits_def(MemoryFreeEffect())
    assembly_format = "$memref attr-dict `:` type($memref)"


@irdl_op_definition
class MyRepeatOp(IRDLOperation):
    """Runs its body `count` times, threading `inits` through its arguments."""

    name = "my.repeat"
    count = operand_def(IndexType)
    inits = var_operand_def()
    outs = var_result_def()
    body = region_def("single_block")


@irdl_op_definition
class MyYieldOp(IRDLOperation):
    name = "my.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class MyIsolatedOp(IRDLOperation):
    """Runs its body once on its operands, which its block receives, and
    has the effects of the ops in it: isolated from above, with recursive
    memory effects and no region interface (like MLIR's
    `test.isolated_one_region_with_recursive_memory_effects`); `my.yield`
    hands out its results.  The deallocation pass frees its body on its
    own, like a function's."""

    name = "my.isolated"
    args = var_operand_def()
    outs = var_result_def()
    body = region_def("single_block")
    traits = traits_def(IsolatedFromAbove(), RecursiveMemoryEffect())


@irdl_op_definition
class MyPickOp(IRDLOperation):
    """`%r = my.pick %c, %a, %b`: %a if %c else %b (a select of buffers)."""

    name = "my.pick"
    cond = operand_def(IntegerType(1))
    first = operand_def(MemRefType)
    second = operand_def(MemRefType)
    result = result_def(MemRefType)
    traits = traits_def(NoMemoryEffect())


@irdl_op_definition
class MyTableOp(IRDLOperation):
    """A symbol table whose block ends in a terminator."""

    name = "my.table"
    body = region_def("single_block")
    traits = traits_def(SymbolTable())


@irdl_op_definition
class MyTableEndOp(IRDLOperation):
    name = "my.table_end"
    traits = traits_def(IsTerminator())


MyDialect = Dialect(
    "my",
    [
        MyAllocOp,
        MyPinnedAllocOp,
        MyDeallocOp,
        MyRepeatOp,
        MyYieldOp,
        MyIsolatedOp,
        MyPickOp,
        MyTableOp,
        MyTableEndOp,
    ],
)


class RepeatRegions(RegionBranchOpInterface):
    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        assert isinstance(op, MyRepeatOp)
        return [RegionSuccessor.entry_of(op.body), RegionSuccessor.parent(op)]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        assert isinstance(op, MyRepeatOp)
        return op.inits

    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        assert isinstance(op, MyRepeatOp)
        new_op = MyRepeatOp.create(
            operands=[*op.operands, *operands],
            result_types=[*op.result_types, *result_types],
            regions=[op.detach_region(op.body)],
        )
        rewriter.insert_op(new_op, InsertPoint.before(op))
        for old, new in zip(op.results, new_op.results, strict=False):
            old.replace_all_uses_with(new)
        rewriter.erase_op(op)
        return new_op


class YieldForwards(RegionBranchTerminatorOpInterface):
    def successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return op.operands

    def append_successor_operands(
        self, op: Operation, values: Sequence[SSAValue]
    ) -> None:
        op.operands = [*op.operands, *values]


class PickOwnership(BufferDeallocationOpInterface):
    """The picked buffer is owned as the picked operand is.  Only the
    ownership materialization is custom; the generic processing joins the
    operands' ownerships into an unknown one, which this resolves on demand
    instead of cloning."""

    def materialize_unique_ownership(
        self, op: Operation, state: DeallocationState, memref: SSAValue
    ) -> tuple[SSAValue, SSAValue] | None:
        assert isinstance(op, MyPickOp)
        block = op.parent_block()
        assert block is not None
        point = InsertPoint.after(op)
        owned = [
            state.materialize_unique_ownership(operand, block, point)[1]
            for operand in (op.first, op.second)
        ]
        select = arith.SelectOp(op.cond, *owned)
        Rewriter.insert_op(select, point)
        return memref, select.result


@register_impls
class MyFunctions(InterpreterFunctions):
    @impl(MyRepeatOp)
    def run_repeat(
        self, interpreter: Interpreter, op: MyRepeatOp, args: PythonValues
    ) -> PythonValues:
        values = args[1:]
        for _ in range(args[0]):
            values = interpreter.run_ssacfg_region(op.body, values, "my.repeat")
        return values

    @impl(MyIsolatedOp)
    def run_isolated(
        self, interpreter: Interpreter, op: MyIsolatedOp, args: PythonValues
    ) -> PythonValues:
        return interpreter.run_ssacfg_region(op.body, args, "my.isolated")

    @impl(MyPickOp)
    def run_pick(
        self, interpreter: Interpreter, op: MyPickOp, args: PythonValues
    ) -> PythonValues:
        return (args[1] if args[0] else args[2],)

    @impl_terminator(MyYieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: MyYieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def register() -> None:
    register_interface(MyRepeatOp, RepeatRegions())
    register_interface(MyYieldOp, YieldForwards())
    register_interface(MyPickOp, PickOwnership())
    register_functions(MyFunctions())
