"""affine: the region ops and index arithmetic, so that programs using
`affine.for`, `affine.if` and `affine.apply` around buffers run under the
sanitizer (xDSL's own implementations take no `iter_args`, results or bound
operands), and `affine.load`/`affine.store`, which access the memref at the
indices their map computes, with the memory checks of `memref.load` and
`memref.store`."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from xdsl.dialects import affine
from xdsl.dialects.builtin import DenseIntElementsAttr
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
from xdsl.ir.affine import AffineConstraintKind, AffineMap

from xdsl_dealloc.dialects.affine import CustomFormIfOp, CustomFormParallelOp
from xdsl_dealloc.sanitizer.findings import Site
from xdsl_dealloc.sanitizer.interpreter import memory_of, memref_operand


@register_impls
class SanitizerAffineFunctions(InterpreterFunctions):
    @impl(affine.ForOp)
    def run_for(
        self, interpreter: Interpreter, op: affine.ForOp, args: PythonValues
    ) -> PythonValues:
        """The loop runs from the largest lower bound of its map's results to
        the smallest upper bound, as in MLIR."""
        lower_count = len(op.lowerBoundOperands)
        upper_count = len(op.upperBoundOperands)
        lower_operands = args[:lower_count]
        upper_operands = args[lower_count : lower_count + upper_count]
        values = tuple(args[lower_count + upper_count :])
        lower = max(_evaluate(op.lowerBoundMap.data, lower_operands))
        upper = min(_evaluate(op.upperBoundMap.data, upper_operands))
        for induction in range(lower, upper, op.step.value.data):
            values = interpreter.run_ssacfg_region(
                op.body, (induction, *values), "affine_for"
            )
        return values

    @impl(affine.ParallelOp)
    def run_parallel(
        self, interpreter: Interpreter, op: affine.ParallelOp, args: PythonValues
    ) -> PythonValues:
        """The points in order (the sanitizer runs one thread), each bound
        the largest (lower) or smallest (upper) of its group's results."""
        lower_map, upper_map = op.lowerBoundsMap.data, op.upperBoundsMap.data
        lower_count = lower_map.num_dims + lower_map.num_symbols
        lowers = _grouped(
            _evaluate(lower_map, args[:lower_count]), op.lowerBoundsGroups, max
        )
        uppers = _grouped(
            _evaluate(upper_map, args[lower_count:]), op.upperBoundsGroups, min
        )
        steps = [step.value.data for step in op.steps]
        ranges = [
            range(low, high, step)
            for low, high, step in zip(lowers, uppers, steps, strict=True)
        ]
        for point in itertools.product(*ranges):
            interpreter.run_ssacfg_region(op.body, point, "affine_parallel")
        return ()

    @impl(CustomFormParallelOp)
    def run_custom_form_parallel(
        self, interpreter: Interpreter, op: CustomFormParallelOp, args: PythonValues
    ) -> PythonValues:
        return self.run_parallel(interpreter, op, args).values

    @impl(CustomFormIfOp)
    def run_custom_form_if(
        self, interpreter: Interpreter, op: CustomFormIfOp, args: PythonValues
    ) -> PythonValues:
        return self.run_if(interpreter, op, args).values

    @impl(affine.IfOp)
    def run_if(
        self, interpreter: Interpreter, op: affine.IfOp, args: PythonValues
    ) -> PythonValues:
        condition = op.condition.data
        dims = args[: condition.num_dims]
        symbols = args[condition.num_dims :]
        holds = all(
            _satisfied(constraint.kind, constraint.lhs.eval(dims, symbols))
            for constraint in condition.constraints
        )
        region = op.then_region if holds else op.else_region
        if not region.blocks:
            return ()
        return interpreter.run_ssacfg_region(region, (), "affine_if")

    @impl(affine.ApplyOp)
    def run_apply(
        self, interpreter: Interpreter, op: affine.ApplyOp, args: PythonValues
    ) -> PythonValues:
        return _evaluate(op.map.data, args)

    @impl(affine.LoadOp)
    def run_load(
        self, interpreter: Interpreter, op: affine.LoadOp, args: PythonValues
    ) -> PythonValues:
        source = memref_operand(op, args[0])
        indices = _evaluate(op.map.data, args[1:])
        return (memory_of(interpreter).load(source, indices, Site(op)),)

    @impl(affine.StoreOp)
    def run_store(
        self, interpreter: Interpreter, op: affine.StoreOp, args: PythonValues
    ) -> PythonValues:
        target = memref_operand(op, args[1])
        indices = _evaluate(op.map.data, args[2:])
        memory_of(interpreter).store(target, indices, args[0], Site(op))
        return ()

    @impl_terminator(affine.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: affine.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def _evaluate(affine_map: AffineMap, operands: PythonValues) -> tuple[int, ...]:
    """The map's results for its operands: dimensions, then symbols."""
    dims = operands[: affine_map.num_dims]
    return affine_map.eval(dims, operands[affine_map.num_dims :])


def _grouped(
    values: Sequence[int],
    groups: DenseIntElementsAttr,
    combine: Callable[[Sequence[int]], int],
) -> list[int]:
    """Each group of consecutive `values` combined into one bound."""
    bounds: list[int] = []
    start = 0
    for size in groups.get_values():
        bounds.append(combine(values[start : start + size]))
        start += size
    return bounds


def _satisfied(kind: AffineConstraintKind, value: int) -> bool:
    """Whether `value kind 0` holds (constraints are kept as `lhs - rhs`)."""
    if kind is AffineConstraintKind.eq:
        return value == 0
    if kind is AffineConstraintKind.ge:
        return value >= 0
    return value <= 0
