"""The xDSL interpreter with memory checks, allocation scopes and op counting."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import IndexType, MemRefType
from xdsl.interpreter import (
    Interpreter,
    OpImplResult,
    PythonValues,
    ReturnedValues,
    Successor,
)
from xdsl.ir import Block, Operation, Region

from xdsl_dealloc.sanitizer.extensions import (
    MemoryEffects,
    is_allocation_scope,
    memory_effects_of,
)
from xdsl_dealloc.sanitizer.findings import (
    FindingKind,
    SanitizerInputError,
    Site,
    location_of,
)
from xdsl_dealloc.sanitizer.memory import (
    AllocationKind,
    Memory,
    MemRefValue,
    RunAborted,
    UnsupportedElementType,
    runtime_sizes,
)


def _one_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def cannot_execute(op: Operation, reason: str) -> SanitizerInputError:
    return SanitizerInputError(f"{location_of(op)}: cannot execute {op.name}: {reason}")


@dataclass
class SanitizingInterpreter(Interpreter):
    """Runs one call of an entry function against a fresh `Memory`.

    Differences to `xdsl.interpreter.Interpreter`: every op execution is
    counted, and a run exceeding `max_steps` executed ops (or Python's
    recursion depth) is stopped with a `budget-exceeded` finding; a region
    keeps one value scope however many blocks it enters; ops without an
    implementation run through their memory effects (see
    `xdsl_dealloc.sanitizer.extensions`); regions of automatic allocation
    scope ops end their allocas; errors are reported as `SanitizerInputError`
    naming the innermost failing op.
    """

    memory: Memory = field(default_factory=Memory)
    max_steps: int = 100_000
    helper_prefix: str = "dealloc_helper"
    last_return: Operation | None = None
    """The last executed `func.return`: where the entry function returned."""

    def run_ssacfg_region(
        self, region: Region, args: PythonValues, name: str = "unknown"
    ) -> PythonValues:
        parent = region.parent_op()
        if parent is None or not is_allocation_scope(parent):
            return self._run_blocks(region, args, name)
        self.memory.push_scope()
        try:
            return self._run_blocks(region, args, name)
        finally:
            self.memory.pop_scope(
                Site(parent, f"end of the automatic allocation scope of {parent.name}")
            )

    def _run_blocks(
        self, region: Region, args: PythonValues, name: str
    ) -> PythonValues:
        """As `Interpreter.run_ssacfg_region`, but with one scope for the whole
        region: xDSL's pushes a scope per block entered and never pops it, so a
        `cf` loop makes every lookup of a value from before the loop walk a
        chain as long as the iterations so far (quadratic time, in effect a
        hang).  One scope suffices: a value re-defined when its block runs
        again replaces the old one, which no dominated use can still need."""
        block = region.blocks.first
        if block is None:
            return ()
        outer_scope = self._ctx
        self.push_scope(name)
        try:
            while True:
                successor = self._run_block(block, args)
                if isinstance(successor, ReturnedValues):
                    return successor.values
                block, args = successor.block, successor.args
        finally:
            self._ctx = outer_scope

    def _run_block(
        self, block: Block, args: PythonValues
    ) -> Successor | ReturnedValues:
        self.set_values(zip(block.args, args, strict=True))
        for op in block.ops:
            result = self._run_op(op, self.get_values(op.operands))
            self.set_values(zip(op.results, result.values, strict=True))
            if isinstance(result.terminator_value, ReturnedValues | Successor):
                return result.terminator_value
        return ReturnedValues(())  # a block without terminator ends its region

    def _run_op(self, op: Operation, inputs: PythonValues) -> OpImplResult:
        counters = self.memory.counters
        if counters.executed_ops >= self.max_steps:
            self.memory.report(
                FindingKind.BUDGET_EXCEEDED,
                f"the run exceeded its budget of {self.max_steps} executed ops "
                "(an endless loop?) and was stopped before this op",
                Site(op),
            )
            raise RunAborted()
        counters.executed_ops += 1
        try:
            result = self._dispatch(op, inputs)
        except UnsupportedElementType as error:
            raise cannot_execute(op, str(error)) from None
        except (RunAborted, SanitizerInputError):
            raise
        except RecursionError:
            self.memory.report(
                FindingKind.BUDGET_EXCEEDED,
                "the run exceeded the interpreter's call depth (an endless "
                "recursion?) and was stopped at this op",
                Site(op),
            )
            raise RunAborted() from None
        except Exception as error:
            raise cannot_execute(op, _one_line(error)) from error
        if len(result.values) != len(op.results):
            raise cannot_execute(
                op,
                f"produced {len(result.values)} values for {len(op.results)} results",
            )
        return result

    def _dispatch(self, op: Operation, inputs: PythonValues) -> OpImplResult:
        # xDSL's own dispatch wraps every error into a diagnostic printing the
        # whole module; we look the implementation up and report errors ourselves.
        table = self._impls._impl_dict  # pyright: ignore[reportPrivateUsage]
        entry = table.get(type(op))
        if entry is not None:
            functions, implementation = entry
            return implementation(functions, self, op, inputs)
        effects = memory_effects_of(op)
        if effects is None:
            raise SanitizerInputError(
                f"{location_of(op)}: unsupported op {op.name}: the sanitizer has no "
                "implementation and its memory effects do not describe it"
            )
        return OpImplResult(self._run_by_effects(op, effects, inputs), None)

    def _run_by_effects(
        self, op: Operation, effects: MemoryEffects, inputs: PythonValues
    ) -> tuple[Any, ...]:
        site = Site(op)
        values = dict(zip(op.operands, inputs, strict=True))
        for operand in effects.read:
            self.memory.check_live(values[operand], site, "reads")
        for operand in effects.written:
            self.memory.check_live(values[operand], site, "writes")
            self.memory.check_writable(values[operand], site)
        for operand in effects.freed:
            self.memory.free(values[operand], site)
        dynamic_sizes = [
            int(value)
            for operand, value in zip(op.operands, inputs, strict=True)
            if isinstance(operand.type, IndexType)
        ]
        results: list[MemRefValue] = []
        for result in op.results:
            if not isinstance(result.type, MemRefType):
                raise cannot_execute(
                    op, f"cannot allocate a result of type {result.type}"
                )
            dynamic_count = sum(1 for size in result.type.get_shape() if size < 0)
            if dynamic_count > len(dynamic_sizes):
                raise cannot_execute(op, "not enough index operands for dynamic sizes")
            sizes = runtime_sizes(result.type, dynamic_sizes[:dynamic_count])
            del dynamic_sizes[:dynamic_count]
            results.append(
                self.memory.allocate(AllocationKind.HEAP, result.type, sizes, site)
            )
        return tuple(results)


def memory_of(interpreter: Interpreter) -> Memory:
    """The memory of the run `interpreter` executes (for implementations)."""
    if not isinstance(interpreter, SanitizingInterpreter):
        raise SanitizerInputError(
            "sanitizer implementations need a SanitizingInterpreter"
        )
    return interpreter.memory


def memref_operand(op: Operation, value: Any) -> MemRefValue:
    """`value` as a memref descriptor, or a diagnostic naming `op`."""
    if not isinstance(value, MemRefValue):
        raise cannot_execute(op, f"expected a memref value, got {value!r}")
    return value


def memref_operands(op: Operation, values: Sequence[Any]) -> list[MemRefValue]:
    return [memref_operand(op, value) for value in values]
