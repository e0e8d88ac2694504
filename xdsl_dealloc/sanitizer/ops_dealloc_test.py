"""The `dealloc_test` ops (`xdsl_dealloc.dialects.dealloc_test`), executed."""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX
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

from xdsl_dealloc.dialects.dealloc_test import (
    IsolatedOneRegionOp,
    RegionYieldOp,
    SelectRandomlyOp,
)
from xdsl_dealloc.sanitizer.findings import Site
from xdsl_dealloc.sanitizer.interpreter import memory_of, memref_operands
from xdsl_dealloc.sanitizer.memory import AllocationKind
from xdsl_dealloc.sanitizer.ops_memref import memref_type_of


@register_impls
class SanitizerDeallocTestFunctions(InterpreterFunctions):
    @impl(SelectRandomlyOp)
    def run_select_randomly(
        self, interpreter: Interpreter, op: SelectRandomlyOp, args: PythonValues
    ) -> PythonValues:
        """The candidate the index picks, or a fresh heap buffer past the
        last one (its dynamic sizes those of the first candidate, or 1)."""
        choice, candidates = args[0], memref_operands(op, args[1:])
        if 0 <= choice < len(candidates):
            return (candidates[choice],)
        memref_type = memref_type_of(op, op.result.type)
        like = candidates[0].sizes if candidates else ()
        sizes = tuple(
            (like[i] if i < len(like) else 1) if size == DYNAMIC_INDEX else size
            for i, size in enumerate(memref_type.get_shape())
        )
        memory = memory_of(interpreter)
        return (memory.allocate(AllocationKind.HEAP, memref_type, sizes, Site(op)),)

    @impl(IsolatedOneRegionOp)
    def run_isolated_one_region(
        self, interpreter: Interpreter, op: IsolatedOneRegionOp, args: PythonValues
    ) -> PythonValues:
        return interpreter.run_ssacfg_region(op.body, args, op.name)

    @impl_terminator(RegionYieldOp)
    def run_region_yield(
        self, interpreter: Interpreter, op: RegionYieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()
