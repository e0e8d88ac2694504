"""One-Shot Analysis across function boundaries (MLIR's
`OneShotModuleBufferize` analysis), for `bufferize-function-boundaries`.

The functions of a module are analysed callees first (call-graph order), so
that a call is decided like any op: its callee's `FunctionSummary` says which
arguments it reads and writes and which results are (equivalent to) which
arguments.  Functions calling each other in a cycle are analysed last, and
get no summary: calls to them, and to declarations, are answered
conservatively (read, written, aliasing every result), as in MLIR 22.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation

from xdsl_dealloc.analysis.one_shot_analysis import (
    OneShotAnalysisState,
    has_tensor_semantics,
)
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.bufferization_state import (
    BufferizationOptions,
    FunctionAnalysis,
    FunctionSummary,
)
from xdsl_dealloc.interfaces.control_flow import CallOpInterface
from xdsl_dealloc.interfaces.function_bufferization import FunctionBoundaryInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.types import is_tensor_type


@dataclass(frozen=True)
class CallOrder:
    """The functions of a module in the order they are analysed and
    bufferized."""

    ordered: list[Operation]
    """Callees before callers (each function only after every function with
    tensors in its signature it calls)."""
    cyclic: list[Operation]
    """Functions of call cycles (recursion), and those calling them."""
    callers: dict[Operation, dict[Operation, None]]
    """The functions calling each function (whose signature has tensors)."""

    @property
    def functions(self) -> list[Operation]:
        return self.ordered + self.cyclic


def boundary_of(op: Operation) -> FunctionBoundaryInterface | None:
    return get_interface(op, FunctionBoundaryInterface)


def functions_in_call_order(
    module: Operation, functions: FunctionAnalysis
) -> CallOrder:
    """The functions directly in `module`, in call-graph order (MLIR's
    `getFuncOpsOrderedByCalls`; ties in module order)."""
    candidates = [
        op
        for region in module.regions
        for block in region.blocks
        for op in block.ops
        if boundary_of(op) is not None
    ]
    known = set(candidates)
    callers: dict[Operation, dict[Operation, None]] = {op: {} for op in candidates}
    waiting_on: dict[Operation, int] = {}
    for function in candidates:
        callees: set[Operation] = set()
        for op in ops_in(function):
            call = get_interface(op, CallOpInterface)
            name = None if call is None else call.callee(op)
            if name is None:
                continue
            callee = functions.callee(op, name)
            if callee is None or callee not in known:
                continue
            boundary = boundary_of(callee)
            if boundary is not None and boundary.has_tensor_signature(callee):
                callees.add(callee)
        for callee in callees:
            callers[callee][function] = None
        waiting_on[function] = len(callees)
    ordered: list[Operation] = []
    ready = [function for function in candidates if waiting_on[function] == 0]
    while ready:
        function = ready.pop(0)
        ordered.append(function)
        for caller in callers[function]:
            waiting_on[caller] -= 1
            if waiting_on[caller] == 0:
                ready.append(caller)
    done = set(ordered)
    return CallOrder(ordered, [f for f in candidates if f not in done], callers)


def is_analysis_skipped(function: Operation, options: BufferizationOptions) -> bool:
    """Functions the options keep out of the analysis: filtered out, or
    named by `no-analysis-func-filter` (bufferized with copies before
    every write instead)."""
    boundary = boundary_of(function)
    assert boundary is not None
    return (
        not options.is_op_allowed(function)
        or boundary.symbol_name(function) in options.no_analysis_func_filter
    )


def analyze_module(state: OneShotAnalysisState, order: CallOrder) -> list[Operation]:
    """Analyses the functions of the state's root module in `order`,
    summarizing each one that is not in a call cycle before its callers are
    analysed; then any other op with tensors at the module's top level.
    Returns the ops analysed."""
    options = state.options
    module = state.root
    analyzed: list[Operation] = []
    cyclic = set(order.cyclic)  # a list's `in` would read it for each function
    for function in order.functions:
        if is_analysis_skipped(function, options):
            continue
        state.analyze(function)
        analyzed.append(function)
        if function in cyclic:
            continue
        boundary = boundary_of(function)
        assert boundary is not None
        summary, returned_equivalents = summarize(function, boundary, state)
        state.functions.summaries[function] = summary
        if options.test_analysis_only:
            boundary.annotate_analysis(function, summary, returned_equivalents)
    for region in module.regions:
        for block in region.blocks:
            for op in block.ops:
                if boundary_of(op) is None and has_tensor_semantics(op):
                    state.analyze(op)
                    analyzed.append(op)
    return analyzed


def _is_ranked_tensor(attribute: object) -> bool:
    return isinstance(attribute, TensorType)


def summarize(
    function: Operation,
    boundary: FunctionBoundaryInterface,
    state: OneShotAnalysisState,
) -> tuple[FunctionSummary, list[tuple[Operation, Sequence[int]]]]:
    """The function's summary (MLIR's `aliasingFuncOpBBArgsAnalysis` and
    `funcOpBbArgReadWriteAnalysis`), and for each return the argument each
    returned value is equivalent to (-1: none).  A declaration may read,
    write and return any tensor argument; a function that never returns
    returns nothing (MLIR 22 rejects it)."""
    argument_types = boundary.argument_types(function)
    result_types = boundary.result_types(function)
    tensor_arguments = [i for i, t in enumerate(argument_types) if is_tensor_type(t)]
    tensor_results = tuple(i for i, t in enumerate(result_types) if is_tensor_type(t))
    aliasing: dict[int, tuple[int, ...]] = {}
    equivalents: dict[int, int] = {}
    returned_equivalents: list[tuple[Operation, Sequence[int]]] = []
    read: set[int] = set()
    written: set[int] = set()
    if boundary.is_declaration(function):
        aliasing = {index: tensor_results for index in tensor_arguments}
    else:
        arguments = boundary.arguments(function)
        returns = boundary.return_ops(function)
        for argument in arguments:
            if not _is_ranked_tensor(argument.type):
                continue
            aliasing[argument.index] = tuple(
                dict.fromkeys(
                    position
                    for return_op in returns
                    for position, value in enumerate(return_op.operands)
                    if _is_ranked_tensor(value.type)
                    and state.are_aliasing(value, argument)
                )
            )
        for return_op in returns:
            found = [
                next(
                    (
                        argument.index
                        for argument in arguments
                        if _is_ranked_tensor(argument.type)
                        and is_tensor_type(value.type)
                        and state.are_equivalent(value, argument)
                    ),
                    -1,
                )
                for value in return_op.operands
            ]
            returned_equivalents.append((return_op, found))
        for position in range(len(result_types)):
            candidates = {found[position] for _, found in returned_equivalents}
            if len(candidates) == 1 and (index := candidates.pop()) >= 0:
                equivalents[position] = index
    for index in tensor_arguments:
        declared = boundary.declared_access(function, index)
        if declared is not None:
            is_read, is_written = declared
        elif boundary.is_declaration(function):
            is_read = is_written = True
        else:
            argument = boundary.arguments(function)[index]
            is_read = state.is_value_read(argument)
            is_written = state.is_value_written(argument)
        if is_read:
            read.add(index)
        if is_written:
            written.add(index)
    summary = FunctionSummary(
        equivalent_arguments=equivalents,
        aliasing_results=aliasing,
        read_arguments=frozenset(read),
        written_arguments=frozenset(written),
    )
    return summary, returned_equivalents
