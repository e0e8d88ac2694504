"""linalg on memrefs: every structured op as the loop nest its indexing maps
describe, on the sanitizer's memory.

Each iteration loads the elements its maps select from the inputs and outputs
(so reads of freed, out-of-scope or out-of-bounds memory are reported like a
`memref.load`), runs the body with them and stores what it yields into the
outputs (a write to a constant global is reported).  `linalg.index` reads the
iteration of the innermost structured op being run.  The loop ranges come
from the operand sizes at run time.  Ops on tensors are not executed: the
sanitizer runs bufferized programs.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from xdsl.dialects.builtin import TensorType
from xdsl.dialects.linalg.abstract_ops import (
    LinalgStructuredOperation,
    NamedOperation,
)
from xdsl.dialects.linalg.ops import (
    BroadcastOp,
    GenericOp,
    IndexOp,
    ReduceOp,
    TransposeOp,
    YieldOp,
)
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
from xdsl.ir import Operation, Region
from xdsl.ir.affine import AffineDimExpr, AffineMap

from xdsl_dealloc.dialects.linalg import MapOp, structured_op_classes
from xdsl_dealloc.sanitizer.findings import Site
from xdsl_dealloc.sanitizer.interpreter import cannot_execute, memory_of
from xdsl_dealloc.sanitizer.memory import MemRefValue


def _projection(rank: int, dropped: Sequence[int]) -> AffineMap:
    """The map from `rank` loops to the loops not in `dropped`, in order."""
    return AffineMap(
        rank, 0, tuple(AffineDimExpr(d) for d in range(rank) if d not in dropped)
    )


def _loop_ranges(
    op: Operation, maps: Sequence[AffineMap], values: Sequence[Any]
) -> list[int]:
    """Each loop's range: the runtime size of an operand dimension its map
    indexes by that loop alone."""
    ranges: list[int | None] = [None] * maps[0].num_dims
    for indexing_map, value in zip(maps, values, strict=True):
        if not isinstance(value, MemRefValue):
            continue
        for expr, size in zip(indexing_map.results, value.sizes, strict=True):
            if isinstance(expr, AffineDimExpr) and ranges[expr.position] is None:
                ranges[expr.position] = size
    if any(size is None for size in ranges):
        raise cannot_execute(op, "a loop is not the dimension of any operand")
    return [size for size in ranges if size is not None]


class SanitizerLinalgFunctions(InterpreterFunctions):
    def __init__(self) -> None:
        self._iterations: list[tuple[int, ...]] = []
        """The current iteration of each structured op being run, innermost last."""

    def run_structured(
        self,
        interpreter: Interpreter,
        op: Operation,
        values: Sequence[Any],
        maps: Sequence[AffineMap],
        input_count: int,
        body: Region,
    ) -> PythonValues:
        """Runs `body` for every iteration: `values` are the inputs (the
        first `input_count`) and the outputs, memrefs or scalars, indexed by
        `maps`; the body yields one element per output."""
        if op.results or any(isinstance(r.type, TensorType) for r in op.operands):
            raise cannot_execute(op, "it works on tensors; bufferize it first")
        memory = memory_of(interpreter)
        site = Site(op)
        outputs = values[input_count:]
        output_maps = maps[input_count:]
        # An element the body does not use is not loaded (nor is it by
        # MLIR's lowering to loops): a pooling op's window, a fill's output.
        used = [bool(argument.uses) for argument in body.block.args]
        for iteration in product(*(range(n) for n in _loop_ranges(op, maps, values))):
            arguments = [
                memory.load(value, indexing_map.eval(iteration, ()), site)
                if isinstance(value, MemRefValue) and is_used
                else value
                for value, indexing_map, is_used in zip(values, maps, used, strict=True)
            ]
            self._iterations.append(iteration)
            try:
                yielded = interpreter.run_ssacfg_region(
                    body, tuple(arguments), "linalg"
                )
            finally:
                self._iterations.pop()
            for output, indexing_map, item in zip(
                outputs, output_maps, yielded, strict=True
            ):
                if not isinstance(output, MemRefValue):
                    raise cannot_execute(
                        op, f"expected a memref output, got {output!r}"
                    )
                memory.store(output, indexing_map.eval(iteration, ()), item, site)
        return ()

    def run_linalg_op(
        self,
        interpreter: Interpreter,
        op: LinalgStructuredOperation,
        args: PythonValues,
    ) -> PythonValues:
        return self.run_structured(
            interpreter,
            op,
            args,
            [m.data for m in op.get_indexing_maps()],
            len(op.inputs),
            op.body,
        )

    @impl(GenericOp)
    def run_generic(
        self, interpreter: Interpreter, op: GenericOp, args: PythonValues
    ) -> PythonValues:
        return self.run_linalg_op(interpreter, op, args)

    @impl(TransposeOp)
    def run_transpose(
        self, interpreter: Interpreter, op: TransposeOp, args: PythonValues
    ) -> PythonValues:
        return self.run_linalg_op(interpreter, op, args)

    @impl(MapOp)
    def run_map(
        self, interpreter: Interpreter, op: MapOp, args: PythonValues
    ) -> PythonValues:
        return self.run_structured(
            interpreter, op, args, op.get_indexing_maps(), len(op.inputs), op.mapper
        )

    @impl(ReduceOp)
    def run_reduce(
        self, interpreter: Interpreter, op: ReduceOp, args: PythonValues
    ) -> PythonValues:
        """The init is indexed by the loops not reduced over; the body takes
        (element, accumulator) and yields the new accumulator."""
        rank = len(args[0].sizes) if isinstance(args[0], MemRefValue) else 0
        maps = [
            AffineMap.identity(rank),
            _projection(rank, op.dimensions.get_values()),
        ]
        return self.run_structured(interpreter, op, args, maps, 1, op.region)

    @impl(BroadcastOp)
    def run_broadcast(
        self, interpreter: Interpreter, op: BroadcastOp, args: PythonValues
    ) -> PythonValues:
        """The input is indexed by the init's loops not in `dimensions`."""
        rank = len(args[1].sizes) if isinstance(args[1], MemRefValue) else 0
        maps = [
            _projection(rank, op.dimensions.get_values()),
            AffineMap.identity(rank),
        ]
        return self.run_structured(interpreter, op, args, maps, 1, op.hidden_region)

    @impl(IndexOp)
    def run_index(
        self, interpreter: Interpreter, op: IndexOp, args: PythonValues
    ) -> PythonValues:
        if not self._iterations:
            raise cannot_execute(op, "not inside a structured op being run")
        return (self._iterations[-1][op.dim.value.data],)

    @impl_terminator(YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def _named_op_implementation(op_class: type[NamedOperation]) -> Any:
    def run(
        self: SanitizerLinalgFunctions,
        interpreter: Interpreter,
        op: NamedOperation,
        args: PythonValues,
    ) -> PythonValues:
        return self.run_linalg_op(interpreter, op, args)

    return impl(op_class)(run)


# One implementation per named op class (the interpreter dispatches on the
# exact class; a body op it cannot run, such as `math.exp`, is reported as
# such), then the table of all of them.
for _op_class in structured_op_classes():
    if not issubclass(_op_class, NamedOperation):
        continue
    setattr(
        SanitizerLinalgFunctions,
        "run_" + _op_class.name.replace(".", "_"),
        _named_op_implementation(_op_class),
    )
register_impls(SanitizerLinalgFunctions)
