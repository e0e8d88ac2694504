"""A small test-only dialect (`ta`) implementing the control-flow and view
interfaces, so the aliasing analysis can be tested independently of the
interface implementations for xDSL's own dialects, including situations those
dialects cannot produce (unknown terminators, unknown region ops, ...).

Also a reference interpreter for `ta` programs that tracks buffer identities,
used to check the analysis' answers against executions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import arith, builtin, memref
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Attribute, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
    var_successor_def,
)
from xdsl.parser import Parser
from xdsl.rewriter import Rewriter
from xdsl.traits import IsTerminator, SymbolTable

from xdsl_dealloc.dialects.bufferization import Bufferization, CloneOp
from xdsl_dealloc.dialects.memref import MemRef, ReallocOp
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.view_like import ViewFlowOpInterface, ViewLikeOpInterface


class _NotUsedByTheAnalysis(Exception):
    """The analysis never rewrites IR; the rewriting interface methods of the
    test ops are not needed."""


class _Function(FunctionOpInterface):
    def symbol_name(self, op: Operation) -> str:
        assert isinstance(op, FuncOp)
        return op.sym_name.data

    def is_public(self, op: Operation) -> bool:
        return True

    def result_types(self, op: Operation) -> Sequence[Attribute]:
        raise _NotUsedByTheAnalysis

    def body(self, op: Operation) -> Region | None:
        return op.regions[0] if op.regions[0].blocks else None

    def append_arguments_and_results(
        self,
        op: Operation,
        argument_types: Sequence[Attribute],
        result_types: Sequence[Attribute],
    ) -> tuple[SSAValue, ...]:
        raise _NotUsedByTheAnalysis


class _Call(CallOpInterface):
    def callee(self, op: Operation) -> str | None:
        assert isinstance(op, CallOp)
        return op.callee.data

    def arguments(self, op: Operation) -> Sequence[SSAValue]:
        return op.operands

    def append_arguments_and_results(
        self,
        op: Operation,
        arguments: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        raise _NotUsedByTheAnalysis


class _View(ViewLikeOpInterface):
    def view_source(self, op: Operation) -> SSAValue:
        return op.operands[0]

    def view_results(self, op: Operation) -> Sequence[SSAValue]:
        return op.results


class _Select(ViewFlowOpInterface):
    def flows(self, op: Operation) -> Sequence[tuple[SSAValue, SSAValue]]:
        return [(op.operands[1], op.results[0]), (op.operands[2], op.results[0])]


class _If(RegionBranchOpInterface):
    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        if point is None:
            return [RegionSuccessor.entry_of(region) for region in op.regions]
        return [RegionSuccessor.parent(op)]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return ()

    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        raise _NotUsedByTheAnalysis


class _Loop(RegionBranchOpInterface):
    """A loop whose body runs zero or more times, carrying its block arguments."""

    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        return [RegionSuccessor.entry_of(op.regions[0]), RegionSuccessor.parent(op)]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return op.operands

    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        raise _NotUsedByTheAnalysis


class _Yield(RegionBranchTerminatorOpInterface):
    def successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return op.operands

    def append_successor_operands(
        self, op: Operation, values: Sequence[SSAValue]
    ) -> None:
        raise _NotUsedByTheAnalysis


class _Branch(BranchOpInterface):
    def successor_operands(self, op: Operation, index: int) -> Sequence[SSAValue]:
        assert isinstance(op, BrOp | CondBrOp)
        return op.forwarded

    def append_successor_operands(
        self, op: Operation, index: int, values: Sequence[SSAValue]
    ) -> None:
        raise _NotUsedByTheAnalysis


@irdl_op_definition
class FuncOp(IRDLOperation):
    """A function; a declaration when the body is empty."""

    name = "ta.func"
    sym_name = prop_def(StringAttr)
    body = region_def()
    traits = traits_def(_Function())


@irdl_op_definition
class ReturnOp(IRDLOperation):
    name = "ta.return"
    values = var_operand_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class CallOp(IRDLOperation):
    name = "ta.call"
    callee = prop_def(StringAttr)
    arguments = var_operand_def()
    res = var_result_def()
    traits = traits_def(_Call())


@irdl_op_definition
class ViewOp(IRDLOperation):
    name = "ta.view"
    source = operand_def()
    res = result_def()
    traits = traits_def(_View())


@irdl_op_definition
class SelectOp(IRDLOperation):
    name = "ta.select"
    condition = operand_def()
    if_true = operand_def()
    if_false = operand_def()
    res = result_def()
    traits = traits_def(_Select())


@irdl_op_definition
class IfOp(IRDLOperation):
    name = "ta.if"
    condition = operand_def()
    res = var_result_def()
    then_region = region_def()
    else_region = region_def()
    traits = traits_def(_If())


@irdl_op_definition
class LoopOp(IRDLOperation):
    """Runs its body any number of times, carrying what the body yields to its
    arguments; the results are the last values carried."""

    name = "ta.loop"
    inits = var_operand_def()
    res = var_result_def()
    body = region_def()
    traits = traits_def(_Loop())


@irdl_op_definition
class YieldOp(IRDLOperation):
    name = "ta.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), _Yield())


@irdl_op_definition
class BrOp(IRDLOperation):
    name = "ta.br"
    forwarded = var_operand_def()
    dest = successor_def()
    traits = traits_def(IsTerminator(), _Branch())


@irdl_op_definition
class CondBrOp(IRDLOperation):
    """Branches to either successor, passing both the same operands."""

    name = "ta.cond_br"
    condition = operand_def()
    forwarded = var_operand_def()
    then_dest = successor_def()
    else_dest = successor_def()
    traits = traits_def(IsTerminator(), _Branch())


@irdl_op_definition
class UnknownOp(IRDLOperation):
    """An op the analysis knows nothing about."""

    name = "ta.unknown"
    args = var_operand_def()
    res = var_result_def()
    regions = var_region_def()


@irdl_op_definition
class UnknownTerminatorOp(IRDLOperation):
    """A terminator without `BranchOpInterface` / region-branch interfaces."""

    name = "ta.unknown_terminator"
    args = var_operand_def()
    dests = var_successor_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class ModuleLikeOp(IRDLOperation):
    """A symbol table without a SymbolOpInterface requirement on its ops."""

    name = "ta.module"
    body = region_def("single_block")
    traits = traits_def(SymbolTable())


TA = Dialect(
    "ta",
    [
        FuncOp,
        ReturnOp,
        CallOp,
        ViewOp,
        SelectOp,
        IfOp,
        LoopOp,
        YieldOp,
        BrOp,
        CondBrOp,
        UnknownOp,
        UnknownTerminatorOp,
        ModuleLikeOp,
    ],
)


def parse(text: str) -> ModuleOp:
    context = Context()
    for dialect in (builtin.Builtin, arith.Arith, MemRef, Bufferization, TA):
        context.load_dialect(dialect)
    return Parser(context, text).parse_module()


def named_values(root: Operation) -> dict[str, SSAValue]:
    """Every value of `root` with a name, by name (names must be unique; the
    results of `%t:2 = ...` are `t#0` and `t#1`)."""
    values: dict[str, SSAValue] = {}

    def add(value: SSAValue, name: str | None) -> None:
        if name is not None:
            assert name not in values, f"duplicate name {name}"
            values[name] = value

    for op in root.walk():
        for result in op.results:
            # `%t:2 = ...` names its results `t#0` and `t#1`.
            hint = result.name_hint
            several = len(op.results) > 1 and all(
                other.name_hint == hint for other in op.results
            )
            add(result, f"{hint}#{result.index}" if several else hint)
        for region in op.regions:
            for block in region.blocks:
                for argument in block.args:
                    add(argument, argument.name_hint)
    return values


# A reference interpreter ----------------------------------------------------


@dataclass(eq=False)
class Buffer:
    """One allocation (views share their source's `Buffer`)."""

    site: str


@dataclass
class Execution:
    """Runs a `ta` program, taking every decision (branch, select, loop trip
    count, which buffer an unknown op returns, whether two arguments are the
    same buffer) from `choices`.  At each op carrying a `check` attribute it
    records, for every pair of its operands, whether they held the same buffer.
    """

    module: ModuleOp
    choices: list[bool]
    observations: list[tuple[SSAValue, SSAValue, bool]] = field(
        default_factory=lambda: []
    )
    globals: dict[str, Buffer] = field(default_factory=lambda: {})
    steps: int = 0

    def choose(self) -> bool:
        return self.choices.pop() if self.choices else False

    def run(self, function_name: str) -> None:
        function = self.function(function_name)
        assert function is not None
        arguments: list[object] = []
        entry = function.body.blocks.first
        assert entry is not None
        for argument in entry.args:
            earlier = [a for a in arguments if isinstance(a, Buffer)]
            if earlier and self.choose():
                arguments.append(earlier[-1])
            else:
                arguments.append(Buffer(f"argument {argument.index}"))
        self.run_region(function.body, arguments, {})

    def function(self, name: str) -> FuncOp | None:
        for op in self.module.walk():
            if isinstance(op, FuncOp) and op.sym_name.data == name:
                return op
        return None

    def run_region(
        self, region: Region, arguments: list[object], env: dict[SSAValue, object]
    ) -> list[object]:
        block = region.blocks.first
        assert block is not None
        while True:
            for argument, value in zip(block.args, arguments, strict=True):
                env[argument] = value
            for op in block.ops:
                if not op.has_trait(IsTerminator):
                    self.run_op(op, env)
            terminator = block.last_op
            assert terminator is not None
            values = [env[operand] for operand in terminator.operands]
            if isinstance(terminator, BrOp):
                block, arguments = terminator.dest, values
            elif isinstance(terminator, CondBrOp):
                choice = self.choose()
                block = terminator.then_dest if choice else terminator.else_dest
                arguments = values[1:]
            else:
                return values

    def run_op(self, op: Operation, env: dict[SSAValue, object]) -> None:
        self.steps += 1
        if self.steps > 10_000:
            raise RecursionError("the program runs too long")
        args = [env[operand] for operand in op.operands]
        results: list[object]
        if isinstance(op, memref.AllocOp | memref.AllocaOp | ReallocOp | CloneOp):
            results = [Buffer(op.name)]
        elif isinstance(op, memref.GetGlobalOp):
            symbol = op.name_.string_value()
            results = [self.globals.setdefault(symbol, Buffer(symbol))]
        elif isinstance(op, ViewOp):
            results = [args[0]]
        elif isinstance(op, SelectOp):
            results = [args[1] if self.choose() else args[2]]
        elif isinstance(op, IfOp):
            region = op.then_region if self.choose() else op.else_region
            results = self.run_region(region, [], env)
        elif isinstance(op, LoopOp):
            results = args
            while self.choose():
                results = self.run_region(op.body, results, env)
        elif isinstance(op, CallOp):
            callee = self.function(op.callee.data)
            if callee is None:
                results = self.unknown_results(op, args)
            elif callee.body.blocks:
                results = self.run_region(callee.body, args, {})
            else:
                results = [Buffer(f"result of {op.callee.data}") for _ in op.results]
        elif isinstance(op, UnknownOp):
            if "check" in op.attributes:
                self.observe(op, env)
            results = self.unknown_results(op, args)
        elif isinstance(op, arith.ConstantOp):
            results = [None]
        else:
            raise NotImplementedError(op.name)
        for result, value in zip(op.results, results, strict=True):
            env[result] = value

    def unknown_results(self, op: Operation, args: list[object]) -> list[object]:
        """Each result is the first buffer operand or a new buffer."""
        buffers = [a for a in args if isinstance(a, Buffer)]
        return [
            buffers[0] if buffers and self.choose() else Buffer("unknown")
            for _ in op.results
        ]

    def observe(self, op: Operation, env: dict[SSAValue, object]) -> None:
        operands = list(op.operands)
        for index, first in enumerate(operands):
            for second in operands[index + 1 :]:
                self.observations.append((first, second, env[first] is env[second]))
