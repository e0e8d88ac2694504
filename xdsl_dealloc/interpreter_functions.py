"""`xdsl-run` implementations of the memref ops our passes emit and xDSL's
interpreter lacks: `memref.copy` and `memref.cast`.

`xdsl-run` registers a fixed list of xDSL's implementation classes, with no
hook for a plugin; `add_memref_functions` adds these two to xDSL's own
`MemRefFunctions` table, only where it has none (so whatever xDSL ran before
runs as before).  The `memref` loader calls it.
"""

from __future__ import annotations

from typing import Any, cast

from xdsl.dialects import memref
from xdsl.interpreter import Interpreter, PythonValues, impl
from xdsl.interpreters.memref import MemRefFunctions
from xdsl.interpreters.shaped_array import ShapedArray


def _run_copy(
    functions: MemRefFunctions,
    interpreter: Interpreter,
    op: memref.CopyOp,
    args: PythonValues,
) -> PythonValues:
    """Element by element, as MLIR's `memref.copy` (same shapes)."""
    source, destination = (cast(ShapedArray[Any], value) for value in args)
    for index in source.indices():
        destination.store(index, source.load(index))
    return ()


def _run_cast(
    functions: MemRefFunctions,
    interpreter: Interpreter,
    op: memref.CastOp,
    args: PythonValues,
) -> PythonValues:
    """The same buffer: a cast changes only the static type."""
    return (args[0],)


def add_memref_functions() -> None:
    """Adds the two implementations to xDSL's table, where it has none (once)."""
    table = getattr(MemRefFunctions, "__impl_dict")
    table.setdefault(memref.CopyOp, impl(memref.CopyOp)(_run_copy))
    table.setdefault(memref.CastOp, impl(memref.CastOp)(_run_cast))
